#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::kaninariebi {

// Kani Nari Ebi: its facts, its room options and its matches (rules/kaninariebi/RULES.md).
const Game& kaninariebi_game();

}  // namespace rockpool::rules::kaninariebi
