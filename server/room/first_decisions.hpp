#pragma once
// The first decisions of a clocked match. A seat's chess clock runs only once the seat has made
// its first decision (its first move is free, as on lichess), so nobody loses on time before
// playing; instead, a seat that does not make its first decision within a limit from when it was
// first asked calls the match off (aborted: it counts for nobody). The limit is longer for a
// secret setup, which takes some thought, than for a move.

#include <array>
#include <cstdint>
#include <optional>

#include "rules/core/action.hpp"
#include "server/config.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

struct FirstDecisionLimits {
  ServerClock::duration move = std::chrono::seconds(30);
  ServerClock::duration secret_setup = std::chrono::seconds(60);
};

inline FirstDecisionLimits first_decision_limits(const ServerConfig& config) {
  return {config.first_move_timeout, config.first_setup_timeout};
}

class FirstDecisions {
 public:
  explicit FirstDecisions(FirstDecisionLimits limits) : limits_(limits) {}

  // The seats that must decide now: one asked for the first time gets its deadline.
  void ask(rules::SeatSet deciders, bool secret, ServerClock::time_point now);
  void on_action(rules::Seat seat) { acted_[seat] = true; }
  bool acted(rules::Seat seat) const { return acted_[seat]; }
  struct Deadline {
    ServerClock::time_point at;
    std::int64_t at_ms = 0;  // the same time, in ms since the epoch, as views show it
  };
  // The earliest deadline of a seat among `deciders` that still owes its first decision.
  std::optional<Deadline> deadline(rules::SeatSet deciders) const;
  // The deadlines start again from `now` (the server was down).
  void resume(ServerClock::time_point now);

 private:
  Deadline from(ServerClock::time_point now, ServerClock::duration limit) const;

  FirstDecisionLimits limits_;
  std::array<bool, 2> acted_{};
  std::array<std::optional<Deadline>, 2> deadline_;
  std::array<ServerClock::duration, 2> limit_{};
};

}  // namespace rockpool::server
