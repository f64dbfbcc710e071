#pragma once
// A fence-game match (rules/fences/RULES.md): the engine of rules/core/engine.hpp over this folder.

#include "rules/core/engine.hpp"
#include "rules/fences/bot_knowledge.hpp"
#include "rules/fences/explain.hpp"
#include "rules/fences/notation.hpp"
#include "rules/fences/play.hpp"
#include "rules/fences/view.hpp"

namespace rockpool::rules {
extern template class Engine<fences::Position>;
}

namespace rockpool::rules::fences {
using FencesState = Engine<Position>;
}  // namespace rockpool::rules::fences
