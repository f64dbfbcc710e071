#pragma once
// The course of a fence-game match (rules/fences/RULES.md): turns alternate, each a pawn move, a
// fence or (only when nothing else is legal) a pass, until a pawn reaches its goal rank.

#include "rules/core/status.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

Status match_status(const Position& p);
SeatSet deciding_seats(const Position& p);
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
void apply_action(Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::fences
