#pragma once
// Correspondence play: instead of a chess clock, each decision has a deadline some days after the
// seat was asked for it. Deadlines are wall-clock times (ms since the epoch): they are dates the
// players are shown, and the server being down does not move them. They are never stored as such:
// the times they follow from (the match's start and each action's time) are, so a restored match
// has the same deadlines.

#include <cstdint>

#include "protocol/pace_limits.hpp"
#include "rules/core/action.hpp"

namespace rockpool::server {

using protocol::kDaysPerMove;
using protocol::valid_days_per_move;
inline constexpr std::int64_t kDayMs = 24LL * 3600 * 1000;

class MoveDeadlines {
 public:
  explicit MoveDeadlines(int days_per_move) : days_(days_per_move) {}

  int days_per_move() const { return days_; }
  // The seats that must decide as of `now_ms`: a seat newly asked gets its deadline, a seat no
  // longer asked has none. `acted` (or -1) has just decided: if it must decide again, that is a
  // new decision with a deadline of its own.
  void ask(rules::SeatSet deciders, std::int64_t now_ms, rules::Seat acted = -1);
  void clear() { deadline_ms_ = {0, 0}; }

  // Each seat's deadline, or 0 for a seat that does not owe a decision.
  const std::array<std::int64_t, 2>& deadlines_ms() const { return deadline_ms_; }
  // The earliest deadline, or 0 when nobody owes a decision.
  std::int64_t next_ms() const;
  // The seats whose deadline has passed at `now_ms`.
  rules::SeatSet missed(std::int64_t now_ms) const;

 private:
  int days_;
  std::array<std::int64_t, 2> deadline_ms_{0, 0};
};

}  // namespace rockpool::server
