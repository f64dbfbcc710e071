#pragma once
// The seed's notation: N S E W steps, NN SS EE WW straight jumps, NE NW SE SW EN ES WN WS side
// jumps, fences as <a-h><1-8>- (horizontal) or <a-h><1-8>/ (vertical), and pass (R-F2).

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::rules::fences {

std::optional<Action> parse_action(std::string_view text);
void write_action(Action action, std::string& out);
void write_cell(int cell, std::string& out);

}  // namespace rockpool::rules::fences
