#pragma once
// A chess clock kept by the server: each seat has its remaining time; the clocks of the seats that
// must decide run (both during a simultaneous choice); each action adds the increment.

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>

#include "protocol/match_facts.hpp"
#include "protocol/pace_limits.hpp"
#include "protocol/room_facts.hpp"
#include "rules/core/action.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

using protocol::ClockSettings;

// A seat's clock runs only once the seat has acted: its first decision is not timed (the match's
// first decisions have a limit of their own, FirstDecisions).
class MatchClock {
 public:
  using Time = ServerClock::time_point;

  explicit MatchClock(ClockSettings settings);

  // Starts (or restarts) the clocks of the `deciders` that have acted before, at `now`.
  void run(rules::SeatSet deciders, Time now);
  // `seat` acted at `now`: charge the running clocks, add its increment (unless this was its first
  // action, which its clock did not time), and run the new deciders' clocks.
  void on_action(rules::Seat seat, rules::SeatSet deciders, Time now);
  // Stops every clock, charging the time used so far.
  void stop(Time now);
  // Counts again from `now` as if no time had passed since the last change (the server was down).
  void resume(Time now) { since_ = now; }

  std::int64_t remaining_ms(rules::Seat seat, Time now) const;
  // The remaining time as of the last change (what views show).
  std::int64_t last_remaining_ms(rules::Seat seat) const { return remaining_ms_[seat]; }
  // A running seat whose time is up at `now`.
  std::optional<rules::Seat> flagged(Time now) const;
  // When the first running clock will run out; nothing when none runs.
  std::optional<Time> next_flag() const;
  rules::SeatSet running() const { return running_; }

  // The clock as views show it: as of the last change.
  protocol::ClockFacts facts() const {
    return {settings_.initial_ms, settings_.increment_ms, remaining_ms_, running_};
  }

 private:
  void charge(Time now);
  rules::SeatSet started(rules::SeatSet deciders) const;

  ClockSettings settings_;
  std::array<std::int64_t, 2> remaining_ms_;
  rules::SeatSet running_;
  std::array<bool, 2> acted_{};
  Time since_{};
};

}  // namespace rockpool::server
