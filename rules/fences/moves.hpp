#pragma once
// Steps and jumps of a pawn (rules/fences/RULES.md), side jumps at the board edge included (R-F1).

#include "rules/core/action.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

struct PawnMove {
  Action action;
  int destination;
};

// A pawn has at most 3 steps and 2 side jumps, or 3 steps and a straight jump.
inline constexpr int kMaxPawnMoves = 5;

// Writes the legal pawn moves of `seat` to `out` and returns how many there are.
int pawn_moves(const Position& position, int seat, PawnMove* out);

// The cell a legal pawn move of `seat` goes to, or -1 if `action` is not one now.
int pawn_destination(const Position& position, int seat, Action action);

// The step to the neighbouring cell, or -1 off the board.
int neighbour(int cell, Direction direction);

}  // namespace rockpool::rules::fences
