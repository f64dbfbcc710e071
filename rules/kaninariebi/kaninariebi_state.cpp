#include "rules/kaninariebi/kaninariebi_state.hpp"

#include "rules/kaninariebi/actions.hpp"
#include "rules/kaninariebi/notation.hpp"

namespace rockpool::rules::kaninariebi {

namespace {

constexpr const char* kReason[4] = {"", "shrimps", "captures", "no_legal_action"};
constexpr const char* kSeatName[2] = {"black", "red"};

// Whether the squares strictly between two squares of one rank are all empty.
bool rank_path_clear(int from, int to, Squares occupied) {
  const int d = to > from ? 2 : 3;
  const Ray& ray = kRays[from][d];
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == to) return true;
    if (occupied & square_bit(ray.squares[i])) return false;
  }
  return false;
}

}  // namespace

std::unique_ptr<State> KaniNariEbiState::clone() const {
  return std::make_unique<KaniNariEbiState>(*this);
}

Status KaniNariEbiState::engine_status() const {
  if (position_.winner >= 0) return Status::won(position_.winner, kReason[position_.win_reason]);
  return Status::playing();
}

SeatSet KaniNariEbiState::engine_deciders() const {
  return SeatSet::of(position_.to_move);
}

void KaniNariEbiState::engine_legal_actions(Seat seat, ActionList& out) const {
  if (position_.phase == kBondPhase) {
    append_bond_moves(position_, seat, out);
    out.push_back(kPass);
  } else {
    append_moves(position_, seat, out);
  }
}

void KaniNariEbiState::engine_apply(Seat seat, Action action) {
  if (action == kPass) {
    end_turn(position_, seat);
    return;
  }
  const int rest = play_move(position_, seat, action);
  if (position_.winner >= 0) return;  // R-K3: a win ends the turn at once
  if (position_.phase == kMovePhase) {
    if (const Squares group = bond_group_after(position_, seat, rest)) {
      position_.phase = kBondPhase;
      position_.bond_group = group;
      return;
    }
  }
  end_turn(position_, seat);
}

ParseResult KaniNariEbiState::parse(Seat seat, std::string_view text) const {
  auto action = parse_action(text);
  if (!action) {
    return Error{error_code::kMalformed,
                 "'" + std::string(text.substr(0, 40)) +
                     "' is not Kani Nari Ebi notation (a move such as a2-b2, a2-c2^, b3-c4v or "
                     "d2-e2+, or pass)"};
  }
  // R-K6: with auto_promote the bare form of a promoting crab move means the form with +.
  if (position_.auto_promote && *action != kPass && !action_promotes(*action) && seat >= 0 &&
      seat < kSeatCount && (position_.crabs[seat] & square_bit(action_from(*action))) &&
      file_of(action_to(*action)) == promotion_file(seat)) {
    *action |= move_action(0, 0, kNoCurrent, true);
  }
  return *action;
}

std::string KaniNariEbiState::move_problem(Seat seat, Action action) const {
  const Position& p = position_;
  const int from = action_from(action);
  const int to = action_to(action);
  const Squares from_bit = square_bit(from);
  const std::string route = square_name(from) + "-" + square_name(to);
  if (!(p.pieces(seat) & from_bit)) return "there is no piece of yours on " + square_name(from);
  const bool crab = p.crabs[seat] & from_bit;
  const bool diagonal = kDiagonal[from] & square_bit(to);
  if (p.phase == kBondPhase) {
    if (!(p.bond_group & from_bit)) {
      return "the bond move is made by a piece of the group your moved piece joined, and " +
             square_name(from) + " is not in it";
    }
    if (!diagonal) return route + ": a bond move is one step diagonally";
  } else if (crab) {
    if (rank_of(to) != rank_of(from) || to == from) {
      return route + ": a crab moves one or more squares along its rank";
    }
    if (!rank_path_clear(from, to, p.occupied())) {
      return route + ": a crab cannot move through another piece";
    }
  } else if (!diagonal) {
    return route + ": a shrimp moves exactly one square diagonally";
  }
  if (p.occupied() & square_bit(to)) return route + ": " + square_name(to) + " is not empty";
  const bool on_current = file_of(to) == kCurrentFile;
  if (on_current && action_current(action) == kNoCurrent) {
    return route + ": a piece stopping on file c is carried by the current; add ^ (up) or v (down)";
  }
  if (!on_current && action_current(action) != kNoCurrent) {
    return route + ": the current runs only on file c; ^ and v follow a move stopping there";
  }
  const bool arrives = crab && file_of(to) == promotion_file(seat);
  if (action_promotes(action) && !arrives) {
    return route + ": only a crab ending its move on the opponent's home file (" +
           std::string(1, static_cast<char>('a' + promotion_file(seat))) + ") may promote";
  }
  if (!action_promotes(action) && arrives && p.auto_promote) {
    return route + ": crabs promote on arrival in this room; write " + route + "+";
  }
  return {};
}

std::optional<Error> KaniNariEbiState::check(Seat seat, Action action) const {
  if (seat < 0 || seat >= kSeatCount || !deciders().contains(seat)) {
    return Error{error_code::kIllegal, "it is not this seat's decision"};
  }
  if (action == kPass) {
    if (position_.phase == kBondPhase) return std::nullopt;
    return Error{error_code::kIllegal, "pass only declines a bond move; now you must move"};
  }
  if (action >= kPass || action_from(action) >= kSquares || action_to(action) >= kSquares ||
      action_current(action) > kDown) {
    return Error{error_code::kIllegal, "not a move of this game"};
  }
  std::string problem = move_problem(seat, action);
  if (problem.empty()) return std::nullopt;
  return Error{error_code::kIllegal, std::move(problem)};
}

void KaniNariEbiState::write_notation(Action action, std::string& out) const {
  write_action(action, out);
}

void KaniNariEbiState::write_targets(Action action, JsonText& out) const {
  out.begin_array();
  if (action != kPass) {
    out.string(square_name(action_from(action)));
    out.string(square_name(action_to(action)));
  }
  out.end_array();
}

void KaniNariEbiState::write_view(Viewer, View& out) const {
  // Everything in Kani Nari Ebi is public.
  const Position& p = position_;
  std::string square;
  out.map("board");
  for (int seat = 0; seat < kSeatCount; ++seat) {
    for (int kind = 0; kind < 2; ++kind) {
      for (Squares bits = kind == 0 ? p.crabs[seat] : p.shrimps[seat]; bits; bits &= bits - 1) {
        square.clear();
        write_square(lowest_square(bits), square);
        out.entry(square)
            .begin_array()
            .string(kSeatName[seat])
            .string(kind == 0 ? "crab" : "shrimp")
            .end_array();
      }
    }
  }
  out.map("bond_group");
  for (Squares bits = p.bond_group; bits; bits &= bits - 1) {
    square.clear();
    write_square(lowest_square(bits), square);
    out.entry(square).boolean(true);
  }
  out.value("phase").string(p.phase == kBondPhase ? "bond" : "move");
  out.value("turn").number(p.to_move);
  out.value("captured").begin_array().number(p.captured[0]).number(p.captured[1]).end_array();
  out.value("shrimps")
      .begin_array()
      .number(popcount(p.shrimps[0]))
      .number(popcount(p.shrimps[1]))
      .end_array();
  out.value("home_files").begin_array().string("a").string("e").end_array();
  out.value("current_file").string("c");
}

std::string KaniNariEbiState::encode() const {
  return encode_bytes(position_);
}

}  // namespace rockpool::rules::kaninariebi
