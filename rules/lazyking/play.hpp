#pragma once
// The course of a Lazy King match (rules/lazyking/RULES.md): the secret King choice, the walls,
// then turns of play, each one action and, after a King is lost, its redeployment (R-L14).

#include "rules/core/status.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

// Won ("goal", "no_legal_action") or playing.
Status match_status(const Position& p);
// Both seats while neither has chosen its King, then the seat to move.
SeatSet deciding_seats(const Position& p);
// King squares (the choice, a redeploy), walls, or the five actions of play.
void append_legal_actions(const Position& p, Seat seat, ActionList& out);
// Plays the choice, a wall, a redeploy or an action of play, with all that follows (R-L14).
void apply_action(Position& p, Seat seat, Action action);

// The King choice is secret until both have chosen.
inline bool secret_phase(const Position& p) {
  return p.phase == kChooseKing;
}

}  // namespace rockpool::rules::lazyking
