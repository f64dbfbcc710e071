#pragma once
// Every game Rockpool plays, registered explicitly in one list (registry.cpp).

#include <string_view>
#include <vector>

#include "rules/core/game.hpp"

namespace rockpool::rules {

const std::vector<const Game*>& registered_games();
const Game* find_game(std::string_view id);

}  // namespace rockpool::rules
