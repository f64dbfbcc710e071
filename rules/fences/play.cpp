#include "rules/fences/play.hpp"

#include "rules/fences/actions.hpp"
#include "rules/fences/fence_placement.hpp"
#include "rules/fences/moves.hpp"

namespace rockpool::rules::fences {

Status match_status(const Position& p) {
  if (p.winner >= 0) return Status::won(p.winner, "goal");
  return Status::playing();
}

SeatSet deciding_seats(const Position& p) {
  return SeatSet::of(p.to_move);
}

void append_legal_actions(const Position& p, Seat seat, ActionList& out) {
  PawnMove moves[kMaxPawnMoves];
  const int count = pawn_moves(p, seat, moves);
  for (int i = 0; i < count; ++i)
    out.push_back(moves[i].action);
  if (p.fences_left[seat] > 0) append_legal_fences(p, out);
  if (out.empty()) out.push_back(kPass);  // R-F2
}

void apply_action(Position& p, Seat seat, Action action) {
  if (is_fence(action)) {
    place_fence(p, seat, fence_orientation(action), fence_intersection(action));
  } else if (is_pawn_move(action)) {
    const int destination = pawn_destination(p, seat, action);
    p.pawn[seat] = static_cast<std::uint8_t>(destination);
    if (Board::rank_of(destination) == goal_rank(seat)) p.winner = static_cast<std::int8_t>(seat);
  }
  p.to_move = static_cast<std::uint8_t>(1 - seat);
}

}  // namespace rockpool::rules::fences
