#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::lazyking {

// Lazy King: its facts, its room options and its matches (rules/lazyking/RULES.md).
const Game& lazyking_game();

}  // namespace rockpool::rules::lazyking
