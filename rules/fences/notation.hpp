#pragma once
// Fences notation (rules/fences/RULES.md): steps N S E W, straight jumps NN SS EE WW, side jumps
// NE NW SE SW EN ES WN WS, fences <a-h><1-8>- (horizontal) or <a-h><1-8>/ (vertical), pass (R-F2).

#include <string>
#include <string_view>

#include "rules/core/parse_result.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

// The notation does not depend on the position or the seat.
ParseResult parse_action(const Position& p, Seat seat, std::string_view text);
void write_action(const Position& p, Action action, std::string& out);

}  // namespace rockpool::rules::fences
