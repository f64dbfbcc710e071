#pragma once
// Kani Nari Ebi's action codes: a move is its from and to squares (to = where the piece stops,
// before the current), the current's direction and the promotion flag; pass declines a bond.
//   bits 0-4 from, 5-9 to, 10-11 current (0 none, 1 up ^, 2 down v), 12 promotion (+).

#include "rules/core/action.hpp"

namespace rockpool::rules::kaninariebi {

enum Current : int { kNoCurrent = 0, kUp = 1, kDown = 2 };

inline constexpr Action kPass = Action{1} << 13;

constexpr Action move_action(int from, int to, Current current, bool promote) {
  return static_cast<Action>(from) | static_cast<Action>(to) << 5 |
         static_cast<Action>(current) << 10 | static_cast<Action>(promote ? 1 : 0) << 12;
}
constexpr int action_from(Action action) {
  return static_cast<int>(action & 31);
}
constexpr int action_to(Action action) {
  return static_cast<int>((action >> 5) & 31);
}
constexpr Current action_current(Action action) {
  return static_cast<Current>((action >> 10) & 3);
}
constexpr bool action_promotes(Action action) {
  return (action >> 12) & 1;
}

}  // namespace rockpool::rules::kaninariebi
