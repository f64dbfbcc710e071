#pragma once
// What the fence game's bot knows beyond the rules: a position is a race, so it
// is weighed by the difference of the two shortest paths to goal and the fences
// in hand; pawn moves along the shortest path and fences that lengthen the
// opponent's path more than one's own come first (pure tree search is known to
// play this game poorly without them).

#include <optional>
#include <vector>

#include "rules/core/action.hpp"
#include "rules/core/search_settings.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

// Steps from `from` to any cell of `goal` over open edges, pawns ignored; -1 if
// none.
int goal_distance(const Cells open[4], int from, Cells goal);

// `seat`'s expected result, in [0, 1].
double bot_evaluation(const Position& position, int seat);
// A weight for each of `actions` (legal for `seat`), in the same order.
void bot_priors(const Position& position, int seat, const ActionList& actions,
                std::vector<float>& out);
// How the game is best searched (the position only names the game).
void bot_search_settings(const Position& position, SearchSettings& settings);

}  // namespace rockpool::rules::fences
