#pragma once
// A Lazy King match (rules/lazyking/RULES.md): the secret King choice, the walls, then play; the
// engine of rules/core/engine.hpp over this folder.

#include "rules/core/engine.hpp"
#include "rules/lazyking/bot_knowledge.hpp"
#include "rules/lazyking/explain.hpp"
#include "rules/lazyking/notation.hpp"
#include "rules/lazyking/play.hpp"
#include "rules/lazyking/view.hpp"

namespace rockpool::rules {
extern template class Engine<lazyking::Position>;
}

namespace rockpool::rules::lazyking {
using LazyKingState = Engine<Position>;
}  // namespace rockpool::rules::lazyking
