#pragma once
// PAWND notation (rules/pawnd/RULES.md): step c1-d2, jump c1:e3:g5, either with the pad suffix @e4,
// and the return ^c1.

#include <string>
#include <string_view>

#include "rules/core/parse_result.hpp"
#include "rules/pawnd/position.hpp"

namespace rockpool::rules::pawnd {

// The notation does not depend on the position or the seat; a malformed text's error says which
// part of the notation it breaks.
ParseResult parse_action(const Position& p, Seat seat, std::string_view text);
void write_action(const Position& p, Action action, std::string& out);

}  // namespace rockpool::rules::pawnd
