#pragma once
// Kani Nari Ebi notation (rules/kaninariebi/RULES.md): `<from>-<to>[^|v][+]` or `pass`. Squares are
// a file a-e and a rank 1-5 (`a2`); <to> is where the piece stops, before the current. The
// current's direction (^ toward rank 5, v toward rank 1) comes first, then the promotion mark +; no
// legal move carries both, since a crab stopping on file c never stands on a home file.

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::rules::kaninariebi {

// The action as written, without legality or room options (the bare form stays bare).
std::optional<Action> parse_action(std::string_view text);
void write_action(Action action, std::string& out);
void write_square(int square, std::string& out);
std::string square_name(int square);

}  // namespace rockpool::rules::kaninariebi
