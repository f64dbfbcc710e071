#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::fences {

// The fence game (Quoridor): its facts, its room options and its matches (rules/fences/RULES.md).
const Game& fences_game();

}  // namespace rockpool::rules::fences
