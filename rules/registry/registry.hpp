#pragma once
// Every game Rockpool plays, registered explicitly in one list (registry.cpp). It sits above the
// games and the core they build on, so that the rules' includes point one way: a game includes
// only rules/core, and only this folder includes the games.

#include <string_view>
#include <vector>

#include "rules/core/game.hpp"

namespace rockpool::rules {

const std::vector<const Game*>& registered_games();
const Game* find_game(std::string_view id);

}  // namespace rockpool::rules
