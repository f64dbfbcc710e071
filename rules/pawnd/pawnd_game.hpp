#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::pawnd {

// PAWND: its facts, its room options and its matches (rules/pawnd/RULES.md).
const Game& pawnd_game();

}  // namespace rockpool::rules::pawnd
