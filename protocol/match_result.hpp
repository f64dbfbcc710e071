#pragma once
// How a match stands: playing, or over with its winner and the reason in one word. The engine
// decides most results; the match life decides the others (a resignation, a timeout, ...).

#include <string>
#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::protocol {

struct MatchResult {
  enum class State { playing, won, drawn, aborted };
  State state = State::playing;
  rules::Seat winner = -1;
  std::string reason;
  bool operator==(const MatchResult&) const = default;
  // A stored end: anything but "won" or "drawn" ended without a result.
  static MatchResult of_record(std::string_view state, rules::Seat winner, std::string reason);
};

// "playing", "won", "drawn" or "aborted", as views and records write a result's state.
const char* state_word(MatchResult::State state);

}  // namespace rockpool::protocol
