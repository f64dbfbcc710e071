#pragma once
// The course of a fence-game match (rules/fences/RULES.md): turns alternate, each a pawn move, a
// fence or (only when nothing else is legal) a pass, until a pawn reaches its goal rank.

#include "rules/core/status.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

// Won by the seat whose pawn reached its goal rank ("goal"), else playing.
Status match_status(const Position& p);
// The seat to move: the players alternate, one action each.
SeatSet deciding_seats(const Position& p);
// The pawn's moves, then the fences that fit (while the seat holds any), or else pass (R-F2).
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
// Moves the pawn (a goal rank wins) or places the fence; the turn passes.
void apply_action(Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::fences
