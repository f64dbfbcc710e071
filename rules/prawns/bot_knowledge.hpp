#pragma once
// What Prawns' bot knows beyond the rules: the side that eats every enemy prawn
// wins, so a position is weighed by the prawns each side has on the board, the
// evolved ones worth more.

#include "rules/core/search_settings.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

// `seat`'s expected result, in [0, 1].
double bot_evaluation(const Position& position, int seat);
// How the game is best searched (the position only names the game).
void bot_search_settings(const Position& position, SearchSettings& settings);

}  // namespace rockpool::rules::prawns
