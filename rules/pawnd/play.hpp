#pragma once
// The course of a PAWND match (rules/pawnd/RULES.md): the seat to move steps or jumps, or first
// returns its captured frogs (R-W7), until a side wins (R-W8).

#include "rules/core/status.hpp"
#include "rules/pawnd/position.hpp"

namespace rockpool::rules::pawnd {

// Won ("all_across", "five_pads", "no_legal_action") or playing.
Status match_status(const Position& p);
// The seat to move, which returns its captured frogs before it moves.
SeatSet deciding_seats(const Position& p);
// Returns to the free home stones while a captured frog waits (R-W7), else steps and jumps.
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
// Plays a return, or a step or a jump after which the turn passes.
void apply_action(Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::pawnd
