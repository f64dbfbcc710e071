#include "rules/fences/fences_state.hpp"

#include "rules/fences/actions.hpp"
#include "rules/fences/bot_knowledge.hpp"
#include "rules/fences/fence_placement.hpp"
#include "rules/fences/notation.hpp"
#include "rules/fences/pawn_moves.hpp"

namespace rockpool::rules::fences {

namespace {

constexpr const char* kDirectionName[4] = {"north", "south", "east", "west"};

Error illegal(std::string message) {
  return {error_code::kIllegal, std::move(message)};
}

}  // namespace

std::unique_ptr<State> FencesState::clone() const {
  return std::make_unique<FencesState>(*this);
}

Status FencesState::engine_status() const {
  if (position_.winner >= 0) return Status::won(position_.winner, "goal");
  return Status::playing();
}

SeatSet FencesState::engine_deciders() const {
  return SeatSet::of(position_.to_move);
}

void FencesState::engine_legal_actions(Seat seat, ActionList& out) const {
  PawnMove moves[kMaxPawnMoves];
  const int count = pawn_moves(position_, seat, moves);
  for (int i = 0; i < count; ++i)
    out.push_back(moves[i].action);
  if (position_.fences_left[seat] > 0) append_legal_fences(position_, out);
  if (out.empty()) out.push_back(kPass);  // R-F2
}

int FencesState::pawn_destination(Seat seat, Action action) const {
  PawnMove moves[kMaxPawnMoves];
  const int count = pawn_moves(position_, seat, moves);
  for (int i = 0; i < count; ++i) {
    if (moves[i].action == action) return moves[i].destination;
  }
  return -1;
}

void FencesState::engine_apply(Seat seat, Action action) {
  if (is_fence(action)) {
    place_fence(position_, seat, fence_orientation(action), fence_intersection(action));
  } else if (is_pawn_move(action)) {
    const int destination = pawn_destination(seat, action);
    position_.pawn[seat] = static_cast<std::uint8_t>(destination);
    if (rank_of(destination) == goal_rank(seat)) position_.winner = static_cast<std::int8_t>(seat);
  }
  position_.to_move = static_cast<std::uint8_t>(1 - seat);
}

ParseResult FencesState::parse(Seat, std::string_view text) const {
  if (auto action = parse_action(text)) return *action;
  return Error{error_code::kMalformed,
               "'" + std::string(text.substr(0, 40)) +
                   "' is not fence-game notation (N, NN, NE, d7-, d7/ or pass)"};
}

std::optional<Error> FencesState::explain_pawn_move(Seat seat, Action action) const {
  const std::string name = notation(action);
  const int me = position_.pawn[seat];
  const int opponent = position_.pawn[1 - seat];
  const auto forward =
      static_cast<Direction>(action < kJumpBase       ? action
                             : action < kSideJumpBase ? action - kJumpBase
                                                      : (action - kSideJumpBase) / 2);
  if (neighbour(me, forward) < 0)
    return illegal(name + ": the board ends to the " + kDirectionName[forward]);
  if (!(position_.open[forward] & cell_bit(me))) {
    return illegal(name + ": a fence blocks the way " + std::string(kDirectionName[forward]));
  }
  const bool opponent_ahead = neighbour(me, forward) == opponent;
  if (action < kJumpBase) return illegal(name + ": the opponent's pawn is there; jump over it");
  if (!opponent_ahead) return illegal(name + ": there is no pawn to jump over");
  if (action < kSideJumpBase) {
    return illegal(name + ": the way behind the opponent's pawn is closed; jump sideways");
  }
  if (position_.open[forward] & cell_bit(opponent)) {
    return illegal(name + ": a side jump is allowed only when the straight jump is blocked");
  }
  if (neighbour(opponent, forward) < 0 && !position_.edge_side_jumps) {
    return illegal(name + ": side jumps off the board edge are not allowed in this room");
  }
  return illegal(name + ": a fence or the board edge blocks the sideways step");
}

std::optional<Error> FencesState::check(Seat seat, Action action) const {
  if (action == kPass) {
    ActionList legal;
    legal_actions(seat, legal);
    if (legal.size() == 1 && legal[0] == kPass) return std::nullopt;
    return illegal("pass is legal only when no other action is");
  }
  if (is_pawn_move(action)) {
    if (pawn_destination(seat, action) >= 0) return std::nullopt;
    return explain_pawn_move(seat, action);
  }
  const std::string name = notation(action);
  if (position_.fences_left[seat] == 0) return illegal(name + ": no fences left");
  switch (fence_problem(position_, fence_orientation(action), fence_intersection(action))) {
    case FenceProblem::none:
      return std::nullopt;
    case FenceProblem::overlaps:
      return illegal(name + ": overlaps a placed fence");
    case FenceProblem::crosses:
      return illegal(name + ": crosses a placed fence");
    case FenceProblem::cuts_path_of_seat0:
      return illegal(name + ": would leave O without a path to its goal");
    case FenceProblem::cuts_path_of_seat1:
      return illegal(name + ": would leave X without a path to its goal");
  }
  return std::nullopt;
}

void FencesState::write_notation(Action action, std::string& out) const {
  write_action(action, out);
}

void FencesState::write_targets(Action action, JsonText& out) const {
  out.begin_array();
  std::string target;
  if (is_fence(action)) {
    write_action(action, target);
  } else if (is_pawn_move(action)) {
    const int destination = pawn_destination(position_.to_move, action);
    if (destination >= 0) write_cell(destination, target);
  }
  if (!target.empty()) out.string(target);
  out.end_array();
}

void FencesState::write_view(Viewer, View& out) const {
  // Everything in the fence game is public.
  std::string cell;
  out.map("pawns");
  for (int seat = 0; seat < 2; ++seat) {
    cell.clear();
    write_cell(position_.pawn[seat], cell);
    out.entry(seat == 0 ? "0" : "1").string(cell);
  }
  out.map("fences");
  // In key order ("a1-" < "a1/" < "a2-" ...), so that the view needs no sorting.
  std::string name;
  for (int file = 0; file < kGrooves; ++file) {
    for (int rank = 0; rank < kGrooves; ++rank) {
      const int intersection = intersection_of(file, rank);
      for (int o = 0; o < 2; ++o) {
        if (!((position_.fences[o] >> intersection) & 1)) continue;
        name.clear();
        write_action(fence_action(static_cast<Orientation>(o), intersection), name);
        const bool of_seat1 = (position_.fences_of_seat1[o] >> intersection) & 1;
        out.entry(name).number(of_seat1 ? 1 : 0);
      }
    }
  }
  out.value("fences_left")
      .begin_array()
      .number(position_.fences_left[0])
      .number(position_.fences_left[1])
      .end_array();
  out.value("goal_ranks").begin_array().number(kSize).number(1).end_array();
}

std::string FencesState::encode() const {
  return encode_bytes(position_);
}

std::optional<double> FencesState::evaluate(Seat seat) const {
  return bot_evaluation(position_, seat);
}

bool FencesState::action_priors(Seat seat, const ActionList& actions,
                                std::vector<float>& out) const {
  bot_priors(position_, seat, actions, out);
  return true;
}

void FencesState::tune_search(SearchSettings& settings) const {
  bot_search_settings(position_, settings);
}

}  // namespace rockpool::rules::fences
