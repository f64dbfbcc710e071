#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::prawns {

// Prawns: its facts, its room options and its matches (rules/prawns/RULES.md).
const Game& prawns_game();

}  // namespace rockpool::rules::prawns
