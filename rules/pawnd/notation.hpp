#pragma once
// PAWND notation (rules/pawnd/RULES.md): step c1-d2, jump c1:e3:g5, either with the pad suffix @e4,
// and the return ^c1.

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::rules::pawnd {

// The action written by `text`, or why it is not PAWND notation.
struct Parsed {
  std::optional<Action> action;
  std::string problem;
};
Parsed parse_action(std::string_view text);

void write_action(Action action, std::string& out);
std::string notation_of(Action action);
void write_square(int square, std::string& out);
std::string square_name(int square);

}  // namespace rockpool::rules::pawnd
