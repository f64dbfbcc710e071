#pragma once
// Lazy King's action codes: the kind in bits 0-3, then fields a (bits 4-9), b (10-15), c (16-19).
//   king      a = square                 setup choice or redeploy, D1:K
//   wall      a = lower square, b = 0 east / 1 north neighbour      C4|D4, D4|D5
//   move      a = from, b = to           A2-A4
//   push      a = pushed unit, b = where it ends                   A3#A6
//   stack     a = target, b = source directions (4 bits), c = the King's final index from the
//             bottom when a source holds it, else 15                H4=>G4,H5
//   unstack   a = source, b = destination directions (4 bits), c = the direction receiving the
//             King when it comes off, else 0                       H4<=G4,H5
//   sacrifice a = the unit, b = placement squares as zone bits (B..G = bits 0..5), c = the seat
//                                                                  E3\B1,C1
// A code holds the result of the action, not the order it was written in, so equal actions have
// equal codes; apply needs no search.

#include "rules/core/action.hpp"

namespace rockpool::rules::lazyking {

enum Kind : int {
  kKing = 0,
  kWall = 1,
  kMove = 2,
  kPush = 3,
  kStack = 4,
  kUnstack = 5,
  kSacrifice = 6
};

inline constexpr int kNoKingIndex = 15;

constexpr Action make_action(Kind kind, int a, int b = 0, int c = 0) {
  return static_cast<Action>(kind) | static_cast<Action>(a) << 4 | static_cast<Action>(b) << 10 |
         static_cast<Action>(c) << 16;
}
constexpr Kind kind_of(Action action) {
  return static_cast<Kind>(action & 15);
}
constexpr int field_a(Action action) {
  return static_cast<int>((action >> 4) & 63);
}
constexpr int field_b(Action action) {
  return static_cast<int>((action >> 10) & 63);
}
constexpr int field_c(Action action) {
  return static_cast<int>((action >> 16) & 15);
}

}  // namespace rockpool::rules::lazyking
