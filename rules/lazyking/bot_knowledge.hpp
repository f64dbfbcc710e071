#pragma once
// What Lazy King's bot knows beyond the rules: uniform playouts almost never
// end a match (a King must be carried home), so a position is weighed by the
// race of the two Kings home, each counted in the own turns its shortest legal
// route needs (king_route.hpp), by how near each King is (so that a side far
// ahead still walks home), and by the pawns each side has on the board. Actions
// that gain turns in the race come first.

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
// Both home ranks sealed (R-L16): each side has walled all but one edge in front of its home rank
// and keeps a unit on the square behind the opening, and no enemy unit is inside. No push can move
// that unit (it would leave the board), so neither King can reach a goal while both stand.
bool position_is_dead(const Position& position);
// How the game is best searched (the position only names the game).
void bot_search_settings(const Position& position, SearchSettings& settings);

}  // namespace rockpool::rules::lazyking
