#pragma once
// Prawns action codes: bits 0-5 a square (from, or the evolving / leaving prawn's square),
// bits 6-11 a second square or a species, bits 12-14 the kind. Every code names its action
// completely, so applying one needs no search.

#include "rules/core/action.hpp"

namespace rockpool::rules::prawns {

enum Kind : int {
  kMove = 0,    // e2-e3: a swim, a jump-start, a jump or a wall-jump onto an empty square
  kEat = 1,     // e2xe3: a swim that ends on an enemy prawn
  kEvolve = 2,  // a8=L: second field = the new species
  kOff = 3,     // f5-off: asphyxiation
  kSetup = 4,   // SC: first field = a-file species, second field = h-file species
  kEnd = 5,     // end: closes a turn after its move (R-P4)
  kUndo = 6,    // undo: takes back the last turn (option takeback, R-P5)
};

constexpr Action make_action(Kind kind, int first, int second) {
  return static_cast<Action>(kind) << 12 | static_cast<Action>(second) << 6 |
         static_cast<Action>(first);
}
constexpr Kind kind_of(Action action) {
  return static_cast<Kind>((action >> 12) & 7);
}
constexpr int first_of(Action action) {
  return static_cast<int>(action & 63);
}
constexpr int second_of(Action action) {
  return static_cast<int>((action >> 6) & 63);
}

inline constexpr Action kEndAction = make_action(kEnd, 0, 0);
inline constexpr Action kUndoAction = make_action(kUndo, 0, 0);

}  // namespace rockpool::rules::prawns
