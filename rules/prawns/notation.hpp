#pragma once
// Prawns notation (rules/prawns/RULES.md): e2-e3 (swim or jump), e2xe3 (eat), a8=L (evolution),
// f5-off (asphyxiation), end, undo (takeback rooms), SC (blind start: a-file, h-file species).

#include <string>
#include <string_view>

#include "rules/core/parse_result.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

// The notation does not depend on the position or the seat.
ParseResult parse_action(const Position& p, Seat seat, std::string_view text);
void write_action(const Position& p, Action action, std::string& out);

}  // namespace rockpool::rules::prawns
