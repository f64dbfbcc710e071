#pragma once
// The course of a Prawns match (rules/prawns/RULES.md): the blind start, then turns of
// evolutions -> move -> evaporation -> evolutions -> win check (R-P1), and takebacks (R-P5).

#include "rules/core/status.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

// The winner and why (all_eaten, asphyxiation), or playing.
Status match_status(const Position& p);

// The seats deciding now (empty once the match is won).
SeatSet deciding_seats(const Position& p);

// Only the blind start is secret: a takeback lets both seats decide in the open (R-P5).
inline bool secret_phase(const Position& p) {
  return p.phase == kBlindStart;
}

// The legal actions of `seat` now, each once.
void append_legal_actions(const Position& p, int seat, ActionList& out);

// Plays a legal action of `seat`.
void apply_action(Position& p, int seat, Action action);

// The seat that may play `undo` now, or -1.
int undo_seat(const Position& p);

}  // namespace rockpool::rules::prawns
