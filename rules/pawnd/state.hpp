#pragma once
// A PAWND match (rules/pawnd/RULES.md): the engine of rules/core/engine.hpp over this folder.

#include "rules/core/engine.hpp"
#include "rules/pawnd/explain.hpp"
#include "rules/pawnd/notation.hpp"
#include "rules/pawnd/play.hpp"
#include "rules/pawnd/view.hpp"

namespace rockpool::rules {
extern template class Engine<pawnd::Position>;
}

namespace rockpool::rules::pawnd {
using PawndState = Engine<Position>;
}  // namespace rockpool::rules::pawnd
