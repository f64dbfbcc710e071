#pragma once
// Lazy King's notation (rules/lazyking/RULES.md). The text is read into its parts first; turning
// the parts into an action code needs the position and the seat (the order of a stack or unstack
// is its result, R-L9), and so does writing a stack or an unstack.

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/parse_result.hpp"
#include "rules/lazyking/actions.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

inline constexpr int kMaxListed = 8;

struct Written {
  Kind kind = kMove;
  int first = 0;                // the square before the sign
  int second = 0;               // move, push, wall: the square after it
  int listed[kMaxListed] = {};  // stack, unstack, sacrifice: the squares after the sign, in order
  int count = 0;
  std::string_view suffix;  // unstack: the text after ':' (without it), empty if none
};

// The parts of `text`, or nothing if it is not the notation.
std::optional<Written> read_text(std::string_view text);

ParseResult parse_action(const Position& p, Seat seat, std::string_view text);
void write_action(const Position& p, Action action, std::string& out);

// The squares of a stack or unstack in their canonical order (R-L9); returns how many.
int ordered_squares(const Position& p, Action action, int* squares);

// A unit from top to bottom, pawn runs as numbers, K for the King: "K2", "2K1", "3" (R-L9).
void write_unit(Unit unit, std::string& out);

}  // namespace rockpool::rules::lazyking
