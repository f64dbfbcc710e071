#pragma once
// Uniform random playouts: at each step a deciding seat is drawn, then one of its legal actions,
// uniformly. Used by the conformance suite and `rockpool bench rules`.

#include "rules/core/random.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

// Plays until the match ends or `ply_cap` actions have been played in all; returns the plies
// played. `scratch` is reused between calls to avoid allocation.
int random_playout(State& state, Random& random, int ply_cap, ActionList& scratch);

// One uniform random step; returns false when no seat can act.
bool random_step(State& state, Random& random, ActionList& scratch);

}  // namespace rockpool::rules
