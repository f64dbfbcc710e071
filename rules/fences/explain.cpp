#include "rules/fences/explain.hpp"

#include "rules/fences/actions.hpp"
#include "rules/fences/fence_placement.hpp"
#include "rules/fences/moves.hpp"
#include "rules/fences/notation.hpp"
#include "rules/fences/play.hpp"

namespace rockpool::rules::fences {

namespace {

constexpr const char* kDirectionName[4] = {"north", "south", "east", "west"};

std::string pawn_move_problem(const Position& p, Seat seat, Action action,
                              const std::string& name) {
  const int me = p.pawn[seat];
  const int opponent = p.pawn[1 - seat];
  const auto forward =
      static_cast<Direction>(action < kJumpBase       ? action
                             : action < kSideJumpBase ? action - kJumpBase
                                                      : (action - kSideJumpBase) / 2);
  if (neighbour(me, forward) < 0)
    return name + ": the board ends to the " + kDirectionName[forward];
  if (!(p.open[forward] & Board::bit(me))) {
    return name + ": a fence blocks the way " + std::string(kDirectionName[forward]);
  }
  const bool opponent_ahead = neighbour(me, forward) == opponent;
  if (action < kJumpBase) return name + ": the opponent's pawn is there; jump over it";
  if (!opponent_ahead) return name + ": there is no pawn to jump over";
  if (action < kSideJumpBase) {
    return name + ": the way behind the opponent's pawn is closed; jump sideways";
  }
  if (p.open[forward] & Board::bit(opponent)) {
    return name + ": a side jump is allowed only when the straight jump is blocked";
  }
  if (neighbour(opponent, forward) < 0 && !p.edge_side_jumps) {
    return name + ": side jumps off the board edge are not allowed in this room";
  }
  return name + ": a fence or the board edge blocks the sideways step";
}

}  // namespace

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action) {
  if (action == kPass) {
    ActionList legal;
    append_legal_actions(p, seat, legal);
    if (legal.size() == 1 && legal[0] == kPass) return std::nullopt;
    return "pass is legal only when no other action is";
  }
  std::string name;
  write_action(p, action, name);
  if (is_pawn_move(action)) {
    if (pawn_destination(p, seat, action) >= 0) return std::nullopt;
    return pawn_move_problem(p, seat, action, name);
  }
  if (p.fences_left[seat] == 0) return name + ": no fences left";
  switch (fence_problem(p, fence_orientation(action), fence_intersection(action))) {
    case FenceProblem::none:
      return std::nullopt;
    case FenceProblem::overlaps:
      return name + ": overlaps a placed fence";
    case FenceProblem::crosses:
      return name + ": crosses a placed fence";
    case FenceProblem::cuts_path_of_seat0:
      return name + ": would leave O without a path to its goal";
    case FenceProblem::cuts_path_of_seat1:
      return name + ": would leave X without a path to its goal";
  }
  return std::nullopt;
}

}  // namespace rockpool::rules::fences
