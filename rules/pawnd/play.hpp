#pragma once
// The course of a PAWND match (rules/pawnd/RULES.md): the seat to move steps or jumps, or first
// returns its captured frogs (R-W7), until a side wins (R-W8).

#include "rules/core/status.hpp"
#include "rules/pawnd/position.hpp"

namespace rockpool::rules::pawnd {

Status match_status(const Position& p);
SeatSet deciding_seats(const Position& p);
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
void apply_action(Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::pawnd
