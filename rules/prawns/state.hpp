#pragma once
// A Prawns match (rules/prawns/RULES.md): the engine of rules/core/engine.hpp over this folder.

#include "rules/core/engine.hpp"
#include "rules/prawns/bot_knowledge.hpp"
#include "rules/prawns/explain.hpp"
#include "rules/prawns/notation.hpp"
#include "rules/prawns/play.hpp"
#include "rules/prawns/view.hpp"

namespace rockpool::rules {
extern template class Engine<prawns::Position>;
}

namespace rockpool::rules::prawns {
using PrawnsState = Engine<Position>;
}  // namespace rockpool::rules::prawns
