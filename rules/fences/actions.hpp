#pragma once
// The fence game's action codes: pawn moves by direction, fences by orientation and intersection.

#include "rules/core/action.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

inline constexpr Action kStepBase = 0;      // + direction: N S E W
inline constexpr Action kJumpBase = 4;      // + direction: NN SS EE WW
inline constexpr Action kSideJumpBase = 8;  // + direction * 2 + side: NE NW SE SW EN ES WN WS
inline constexpr Action kFenceBase = 16;    // + orientation * 64 + intersection
inline constexpr Action kPass = kFenceBase + 2 * kIntersections;

constexpr bool is_fence(Action action) {
  return action >= kFenceBase && action < kPass;
}
constexpr bool is_pawn_move(Action action) {
  return action < kFenceBase;
}
constexpr Orientation fence_orientation(Action action) {
  return static_cast<Orientation>((action - kFenceBase) / kIntersections);
}
constexpr int fence_intersection(Action action) {
  return static_cast<int>((action - kFenceBase) % kIntersections);
}
constexpr Action fence_action(Orientation orientation, int intersection) {
  return kFenceBase + static_cast<Action>(orientation * kIntersections + intersection);
}

// The sideways direction of a side jump: for a jump north or south, east then west; for a jump
// east or west, north then south.
constexpr Direction side_of(Direction forward, int side) {
  if (forward == kNorth || forward == kSouth) return side == 0 ? kEast : kWest;
  return side == 0 ? kNorth : kSouth;
}

}  // namespace rockpool::rules::fences
