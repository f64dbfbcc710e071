#pragma once
// Steps, jumps and returns: generating them and playing them (rules/pawnd/RULES.md).

#include "rules/pawnd/position.hpp"

namespace rockpool::rules::pawnd {

// Appends every step and jump of `seat` (each pad target a separate action, R-W5, R-W6).
void append_moves(const Position& p, int seat, ActionList& out);
// Appends a return to each free stone of the home row of `seat` (R-W7).
void append_returns(const Position& p, int seat, ActionList& out);

// Whether `seat` has a step or a jump (R-W8); a single hop is always a move of its own.
bool has_move(const Position& p, int seat);

// The free stones of the home row of `seat`.
Cells free_home_stones(const Position& p, int seat);

// Plays a legal step or jump of the seat to move, then the turn passes (R-W8).
void play_move(Position& p, Action action);
// Plays a legal return of the seat to move.
void play_return(Position& p, Action action);

}  // namespace rockpool::rules::pawnd
