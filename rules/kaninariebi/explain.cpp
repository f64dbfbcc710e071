#include "rules/kaninariebi/explain.hpp"

#include "rules/kaninariebi/actions.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

// Whether the squares strictly between two squares of one rank are all empty.
bool rank_path_clear(int from, int to, Squares occupied) {
  const int d = to > from ? 2 : 3;
  const Ray& ray = kRays[from][d];
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == to) return true;
    if (occupied & Board::bit(ray.squares[i])) return false;
  }
  return false;
}

// Why a move or bond move is not legal now, or an empty string when it is.
std::string move_problem(const Position& p, Seat seat, Action action) {
  const int from = action_from(action);
  const int to = action_to(action);
  const Squares from_bit = Board::bit(from);
  const std::string route = Board::square_name(from) + "-" + Board::square_name(to);
  if (!(p.pieces(seat) & from_bit))
    return "there is no piece of yours on " + Board::square_name(from);
  const bool crab = p.crabs[seat] & from_bit;
  const bool diagonal = kDiagonal[from] & Board::bit(to);
  if (p.phase == kBondPhase) {
    if (!(p.bond_group & from_bit)) {
      return "the bond move is made by a piece of the group your moved piece joined, and " +
             Board::square_name(from) + " is not in it";
    }
    if (!diagonal) return route + ": a bond move is one step diagonally";
  } else if (crab) {
    if (Board::rank_of(to) != Board::rank_of(from) || to == from) {
      return route + ": a crab moves one or more squares along its rank";
    }
    if (!rank_path_clear(from, to, p.occupied())) {
      return route + ": a crab cannot move through another piece";
    }
  } else if (!diagonal) {
    return route + ": a shrimp moves exactly one square diagonally";
  }
  if (p.occupied() & Board::bit(to)) return route + ": " + Board::square_name(to) + " is not empty";
  const bool on_current = Board::file_of(to) == kCurrentFile;
  if (on_current && action_current(action) == kNoCurrent) {
    return route + ": a piece stopping on file c is carried by the current; add ^ (up) or v (down)";
  }
  if (!on_current && action_current(action) != kNoCurrent) {
    return route + ": the current runs only on file c; ^ and v follow a move stopping there";
  }
  const bool arrives = crab && Board::file_of(to) == promotion_file(seat);
  if (action_promotes(action) && !arrives) {
    return route + ": only a crab ending its move on the opponent's home file (" +
           std::string(1, static_cast<char>('a' + promotion_file(seat))) + ") may promote";
  }
  if (!action_promotes(action) && arrives && p.auto_promote) {
    return route + ": crabs promote on arrival in this room; write " + route + "+";
  }
  return {};
}

}  // namespace

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action) {
  if (seat != p.to_move) return "it is not this seat's decision";
  if (action == kPass) {
    if (p.phase == kBondPhase) return std::nullopt;
    return "pass only declines a bond move; now you must move";
  }
  if (action >= kPass || action_from(action) >= Board::kSquares ||
      action_to(action) >= Board::kSquares || action_current(action) > kDown) {
    return "not a move of this game";
  }
  std::string problem = move_problem(p, seat, action);
  if (problem.empty()) return std::nullopt;
  return problem;
}

}  // namespace rockpool::rules::kaninariebi
