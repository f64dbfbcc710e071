#pragma once
// Kani Nari Ebi notation (rules/kaninariebi/RULES.md): `<from>-<to>[^|v][+]` or `pass`. Squares are
// a file a-e and a rank 1-5 (`a2`); <to> is where the piece stops, before the current. The
// current's direction (^ toward rank 5, v toward rank 1) comes first, then the promotion mark +; no
// legal move carries both, since a crab stopping on file c never stands on a home file.

#include <string>
#include <string_view>

#include "rules/core/parse_result.hpp"
#include "rules/kaninariebi/position.hpp"

namespace rockpool::rules::kaninariebi {

// Under auto_promote (R-K6) the bare form of a crab's move onto the far home file reads as the form
// with +; otherwise the notation does not depend on the position.
ParseResult parse_action(const Position& p, Seat seat, std::string_view text);
void write_action(const Position& p, Action action, std::string& out);

}  // namespace rockpool::rules::kaninariebi
