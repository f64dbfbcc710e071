#pragma once
// PAWND action codes, one 64-bit word each, canonical by construction:
//   bits 0-1 kind (step, jump, return), bits 2-8 the frog's square (a return: the stone),
//   bits 9-12 the number of hops, bits 13-39 the hop directions 3 bits each (a step: its direction
//   in the first slot), bit 40 set when a pad moves, bits 41-47 the square it moves to.

#include "rules/core/action.hpp"
#include "rules/pawnd/board.hpp"

namespace rockpool::rules::pawnd {

enum Kind : int { kStep = 0, kJump = 1, kReturn = 2 };

inline constexpr int kSquareShift = 2;
inline constexpr int kCountShift = 9;
inline constexpr int kDirectionShift = 13;
inline constexpr int kMaxHops = 9;  // each of the nine other frogs jumped at most once
inline constexpr Action kPadFlag = Action{1} << 40;
inline constexpr int kPadShift = 41;

constexpr Kind kind_of(Action action) {
  return static_cast<Kind>(action & 3);
}
constexpr int square_of_action(Action action) {
  return static_cast<int>((action >> kSquareShift) & 127);
}
constexpr int hop_count(Action action) {
  return static_cast<int>((action >> kCountShift) & 15);
}
// The direction of hop `i` (of the step when i is 0).
constexpr int direction_of(Action action, int i) {
  return static_cast<int>((action >> (kDirectionShift + 3 * i)) & 7);
}
constexpr bool moves_pad(Action action) {
  return (action & kPadFlag) != 0;
}
constexpr int pad_target(Action action) {
  return static_cast<int>((action >> kPadShift) & 127);
}

constexpr Action step_action(int from, int direction) {
  return kStep | static_cast<Action>(from) << kSquareShift |
         static_cast<Action>(direction) << kDirectionShift;
}
constexpr Action jump_start(int from) {
  return kJump | static_cast<Action>(from) << kSquareShift;
}
// A jump code given its start code, the directions packed from the first hop and their count.
constexpr Action jump_action(Action start, Action directions, int hops) {
  return start | static_cast<Action>(hops) << kCountShift | directions << kDirectionShift;
}
constexpr Action with_pad(Action action, int target) {
  return action | kPadFlag | static_cast<Action>(target) << kPadShift;
}
constexpr Action without_pad(Action action) {
  return action & (kPadFlag - 1);
}
constexpr Action return_action(int stone) {
  return kReturn | static_cast<Action>(stone) << kSquareShift;
}

}  // namespace rockpool::rules::pawnd
