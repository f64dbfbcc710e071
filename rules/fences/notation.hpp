#pragma once
// Fences notation (rules/fences/RULES.md): steps N S E W, straight jumps NN SS EE WW, side jumps
// NE NW SE SW EN ES WN WS, fences <a-h><1-8>- (horizontal) or <a-h><1-8>/ (vertical), pass (R-F2).

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::rules::fences {

std::optional<Action> parse_action(std::string_view text);
void write_action(Action action, std::string& out);
void write_cell(int cell, std::string& out);

}  // namespace rockpool::rules::fences
