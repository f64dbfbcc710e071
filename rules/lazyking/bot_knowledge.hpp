#pragma once
// What Lazy King's bot knows beyond the rules: uniform playouts almost never
// end a match (a King must walk home alone), so a position is weighed by how
// far each King is from its goals, walls considered, and by the pawns each side
// has on the board.

#include "rules/core/search_settings.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

// `seat`'s expected result, in [0, 1].
double bot_evaluation(const Position& position, int seat);
// How the game is best searched (the position only names the game).
void bot_search_settings(const Position& position, SearchSettings& settings);

}  // namespace rockpool::rules::lazyking
