#pragma once
// What Lazy King's bot knows beyond the rules: uniform playouts almost never
// end a match (a King must be carried home), so a position is weighed by how
// far each King is from its goals, walls considered, by whether it can travel
// (a lone King cannot move by itself; a King under pawns on a trap falls), and
// by the pawns each side has on the board. Actions that bring one's King nearer
// home, or push the enemy's back, come first.

#include <vector>

#include "rules/core/action.hpp"
#include "rules/core/search_settings.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

// `seat`'s expected result, in [0, 1].
double bot_evaluation(const Position& position, int seat);
// A weight for each of `actions` (legal for `seat`), in the same order.
void bot_priors(const Position& position, int seat, const ActionList& actions,
                std::vector<float>& out);
// How the game is best searched (the position only names the game).
void bot_search_settings(const Position& position, SearchSettings& settings);

}  // namespace rockpool::rules::lazyking
