#pragma once
// The course of a Kani Nari Ebi match (rules/kaninariebi/RULES.md): a move, perhaps a bond move
// (or pass), then the other side, until a side wins.

#include "rules/core/status.hpp"
#include "rules/kaninariebi/position.hpp"

namespace rockpool::rules::kaninariebi {

Status match_status(const Position& p);
SeatSet deciding_seats(const Position& p);
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
void apply_action(Position& p, Seat seat, Action action);

// Ends the turn of `seat`: the opponent moves next, or loses at once if it has no move (R-K5).
void end_turn(Position& position, int seat);

}  // namespace rockpool::rules::kaninariebi
