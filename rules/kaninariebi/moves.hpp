#pragma once
// The moves of Kani Nari Ebi (rules/kaninariebi/RULES.md): generating them and playing them, with
// the current, promotion and capture (R-K1), and the bond that may follow.

#include "rules/kaninariebi/actions.hpp"
#include "rules/kaninariebi/position.hpp"

namespace rockpool::rules::kaninariebi {

// Whether `seat` has any move: a crab with an empty square beside it on its rank, or a shrimp
// with an empty square diagonally next to it.
bool has_move(const Position& position, int seat);

// Appends every move of `seat` (crabs along their rank, shrimps one step diagonally).
void append_moves(const Position& position, int seat, ActionList& out);
// Appends every bond move: one diagonal step onto an empty square by a piece of the bond group.
void append_bond_moves(const Position& position, int seat, ActionList& out);

// Plays a legal move or bond move of `seat`: the piece moves, the current carries it, it may
// promote, it captures, and the win is checked (R-K1). Returns the square where it came to rest.
int play_move(Position& position, int seat, Action action);

// The square where a piece stopping on `to` on file c comes to rest, drifting with the current
// over the empty squares of `occupied`.
int drift(int to, Current current, Squares occupied);

// The enemy pieces a piece of `seat` resting on `square` captures: in each orthogonal direction,
// a run of one or more enemy pieces closed by a friendly piece.
Squares captures_from(const Position& position, int seat, int square);

// After a move that did not win: the group of the moved piece that may make a bond move, or 0
// when no bond is offered (no friendly neighbour of its type, or no piece of the group can step).
Squares bond_group_after(const Position& position, int seat, int rest);

}  // namespace rockpool::rules::kaninariebi
