#pragma once

#include <string_view>

#include "rules/core/action.hpp"

namespace rockpool::rules {

enum class Outcome { playing, won, drawn };

// Where a match stands. The reason is a short stable word ("goal", "no_legal_action",
// "ply_limit", ...) that clients may show or translate.
struct Status {
  Outcome outcome = Outcome::playing;
  Seat winner = -1;  // the winning seat when outcome is won, otherwise -1
  std::string_view reason;

  static Status playing() { return {}; }
  static Status won(Seat seat, std::string_view why) { return {Outcome::won, seat, why}; }
  static Status drawn(std::string_view why) { return {Outcome::drawn, -1, why}; }
  bool over() const { return outcome != Outcome::playing; }
};

std::string_view to_string(Outcome outcome);

}  // namespace rockpool::rules
