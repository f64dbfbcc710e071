#pragma once
// Prawns notation (rules/prawns/RULES.md): e2-e3 (swim or jump), e2xe3 (eat), a8=L (evolution),
// f5-off (asphyxiation), end, undo (takeback rooms), SC (blind start: a-file, h-file species).

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::rules::prawns {

std::optional<Action> parse_action(std::string_view text);
void write_action(Action action, std::string& out);
void write_square(int square, std::string& out);
std::string square_name(int square);

}  // namespace rockpool::rules::prawns
