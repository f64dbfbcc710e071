#pragma once
// The course of a Kani Nari Ebi match (rules/kaninariebi/RULES.md): a move, perhaps a bond move
// (or pass), then the other side, until a side wins.

#include "rules/core/status.hpp"
#include "rules/kaninariebi/position.hpp"

namespace rockpool::rules::kaninariebi {

// Won ("shrimps", "captures", "no_legal_action") or playing.
Status match_status(const Position& p);
// The seat to move, which also makes or declines its own bond move.
SeatSet deciding_seats(const Position& p);
// The moves, or in a bond decision the bond moves and pass.
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
// Plays a move (a bond move may follow, R-K4), a bond move or pass.
void apply_action(Position& p, Seat seat, Action action);

// Ends the turn of `seat`: the opponent moves next, or loses at once if it has no move (R-K5).
void end_turn(Position& position, int seat);

}  // namespace rockpool::rules::kaninariebi
