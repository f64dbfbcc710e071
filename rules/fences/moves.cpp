#include "rules/fences/moves.hpp"

#include "rules/fences/actions.hpp"

namespace rockpool::rules::fences {

namespace {

constexpr int kDelta[4] = {kSize, -kSize, 1, -1};

bool open_towards(const Position& position, int cell, Direction direction) {
  return (position.open[direction] & Board::bit(cell)) != 0;
}

}  // namespace

int pawn_destination(const Position& position, int seat, Action action) {
  PawnMove moves[kMaxPawnMoves];
  const int count = pawn_moves(position, seat, moves);
  for (int i = 0; i < count; ++i) {
    if (moves[i].action == action) return moves[i].destination;
  }
  return -1;
}

int neighbour(int cell, Direction direction) {
  return Board::step(cell, kDirectionStep[direction]);
}

int pawn_moves(const Position& position, int seat, PawnMove* out) {
  const int me = position.pawn[seat];
  const int opponent = position.pawn[1 - seat];
  int count = 0;
  for (int d = 0; d < 4; ++d) {
    const auto direction = static_cast<Direction>(d);
    if (!open_towards(position, me, direction)) continue;
    const int target = me + kDelta[d];
    if (target != opponent) {
      out[count++] = {kStepBase + static_cast<Action>(d), target};
      continue;
    }
    if (open_towards(position, opponent, direction)) {
      out[count++] = {kJumpBase + static_cast<Action>(d), opponent + kDelta[d]};
      continue;
    }
    // The straight jump is blocked: by a fence, or by the board edge (R-F1).
    const bool edge_behind = neighbour(opponent, direction) < 0;
    if (edge_behind && !position.edge_side_jumps) continue;
    for (int side = 0; side < 2; ++side) {
      const Direction sideways = side_of(direction, side);
      if (open_towards(position, opponent, sideways)) {
        out[count++] = {kSideJumpBase + static_cast<Action>(d * 2 + side),
                        opponent + kDelta[sideways]};
      }
    }
  }
  return count;
}

}  // namespace rockpool::rules::fences
