#pragma once
// A Kani Nari Ebi match (rules/kaninariebi/RULES.md): the engine of rules/core/engine.hpp over this
// folder.

#include "rules/core/engine.hpp"
#include "rules/kaninariebi/explain.hpp"
#include "rules/kaninariebi/notation.hpp"
#include "rules/kaninariebi/play.hpp"
#include "rules/kaninariebi/view.hpp"

namespace rockpool::rules {
extern template class Engine<kaninariebi::Position>;
}

namespace rockpool::rules::kaninariebi {
using KaniNariEbiState = Engine<Position>;
}  // namespace rockpool::rules::kaninariebi
