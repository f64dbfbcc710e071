#include "rules/pawnd/explain.hpp"

#include "rules/pawnd/actions.hpp"
#include "rules/pawnd/moves.hpp"
#include "rules/pawnd/notation.hpp"

namespace rockpool::rules::pawnd {

namespace {

// Why the step or jump `action` of `seat` is not legal now; empty when it is.
std::string move_problem(const Position& p, int seat, Action action, const std::string& name) {
  const int from = square_of_action(action);
  if (from >= Board::kSquares || !Board::has(p.frogs[seat], from)) {
    return name + ": there is no frog of yours on " + Board::square_name(from);
  }
  const int enemy = 1 - seat;
  const Cells occupied = (p.frogs[0] | p.frogs[1]) & ~Board::bit(from);  // R-W4
  const Cells footing = kStones | p.pads;
  Cells freed = 0;  // squares whose pads a capture takes (R-W6)
  int to = from;
  if (kind_of(action) == kStep) {
    const int d = direction_of(action, 0);
    to = kNeighbours.step[from][d];
    if (!is_forward(seat, d) || to < 0) {
      return name + ": a step goes one square forward or diagonally forward, toward rank " +
             (seat == 0 ? "9" : "1");
    }
    if (!Board::has(footing, to)) {
      return name + ": " + Board::square_name(to) +
             " is open water; a frog steps only onto a stone or a "
             "lily pad";
    }
    if (Board::has(occupied, to))
      return name + ": " + Board::square_name(to) + " is occupied by a frog";
  } else {
    Cells jumped = 0;
    for (int i = 0; i < hop_count(action); ++i) {
      if (i > 0 && Board::has(kHomeStones[enemy], to)) {
        return name + ": the frog is across on reaching " + Board::square_name(to) +
               ", which ends the move";
      }
      const int d = direction_of(action, i);
      const int over = kNeighbours.step[to][d];
      const int land = kNeighbours.hop[to][d];
      if (land < 0) return name + ": a hop must land on the board";
      if (!Board::has(occupied, over)) {
        return name + ": there is no frog on " + Board::square_name(over) + " to jump over";
      }
      if (Board::has(jumped, over)) {
        return name + ": the frog on " + Board::square_name(over) +
               " was already jumped; each frog is jumped at most once in a move";
      }
      if (!Board::has(footing, land)) {
        return name + ": " + Board::square_name(land) +
               " is open water; a hop lands only on a stone or a lily pad";
      }
      if (Board::has(occupied, land)) {
        return name + ": " + Board::square_name(land) +
               " is occupied; a hop jumps a single frog, never a line of two or more";
      }
      jumped |= Board::bit(over);
      if (Board::has(p.frogs[enemy] & p.pads, over)) freed |= Board::bit(over);
      to = land;
    }
    if (to == from) return name + ": a jump may not end on the square where it began";
  }
  const bool on_pad = Board::has(p.pads, from);
  if (!moves_pad(action)) {
    if (on_pad) {
      return name + ": the frog leaves the lily pad on " + Board::square_name(from) +
             ", so the move must say where the pad goes (@ and a square)";
    }
    return {};
  }
  const int target = pad_target(action);
  if (!on_pad) {
    return name + ": the frog did not start on a lily pad, so there is no pad to move";
  }
  if (target == from) return name + ": the pad must go to another square than the one it left";
  if (Board::has(kStones, target))
    return name + ": " + Board::square_name(target) + " holds a stone";
  if (Board::has(p.pads & ~freed, target))
    return name + ": " + Board::square_name(target) + " holds a lily pad";
  if (target == to || Board::has(occupied & ~freed, target)) {
    return name + ": " + Board::square_name(target) + " holds a frog";
  }
  return {};
}

}  // namespace

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action) {
  std::string name;
  write_action(p, action, name);
  const int waiting = p.to_return[seat];
  if (kind_of(action) == kReturn) {
    if (waiting == 0) return name + ": no captured frog of yours is waiting to return";
    const int stone = square_of_action(action);
    if (!Board::has(kHomeStones[seat], stone)) {
      return name + ": a captured frog returns to a stone of your home row (rank " +
             (seat == 0 ? "1" : "9") + ")";
    }
    if (!Board::has(free_home_stones(p, seat), stone)) {
      return name + ": a frog is already on " + Board::square_name(stone);
    }
    return std::nullopt;
  }
  if (waiting > 0) {
    return name +
           ": first return your captured frog to a free stone of your home row (^ and the stone)";
  }
  std::string problem = move_problem(p, seat, action, name);
  if (problem.empty()) return std::nullopt;
  return problem;
}

}  // namespace rockpool::rules::pawnd
