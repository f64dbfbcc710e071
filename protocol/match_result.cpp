#include "protocol/match_result.hpp"

namespace rockpool::protocol {

const char* state_word(MatchResult::State state) {
  switch (state) {
    case MatchResult::State::playing:
      return "playing";
    case MatchResult::State::won:
      return "won";
    case MatchResult::State::drawn:
      return "drawn";
    case MatchResult::State::aborted:
      return "aborted";
  }
  return "playing";
}

MatchResult MatchResult::of_record(std::string_view state, rules::Seat winner, std::string reason) {
  MatchResult result;
  result.state = state == "won" ? State::won : state == "drawn" ? State::drawn : State::aborted;
  result.winner = result.state == State::won ? winner : -1;
  result.reason = std::move(reason);
  return result;
}

}  // namespace rockpool::protocol
