#pragma once
// What a side may do on the board: its moves (swims, eating, jump-starts, jumps, wall-jumps) and
// its evolutions.

#include "rules/core/action.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

// Appends every move of `seat` that stays in the sea, each once; returns how many it appended.
int append_moves(const Core& core, int seat, ActionList& out);

// Appends every evolution and re-evolution of `seat`'s prawns on its evolution zone, except those
// on `evolved` (the squares that already evolved in this phase).
void append_evolutions(const Core& core, int seat, Squares evolved, ActionList& out);
bool can_evolve(const Core& core, int seat, Squares evolved);

// Re-evolution needs at least this many prawns on the board (both sides).
inline constexpr int kReEvolutionPrawns = 6;
// Evaporation starts once this many prawns or fewer are on the board (both sides).
inline constexpr int kEvaporationPrawns = 5;

// The landing square of a wall-jump from `from` over the prawn in direction (dx, dy), in the
// given sea, or -1 when that jump is not a wall-jump (straight, landing in the sea, or off the
// sea in both coordinates). Pieces are not looked at.
int wall_jump_landing(const Sea& sea, int from, int dx, int dy);

}  // namespace rockpool::rules::prawns
