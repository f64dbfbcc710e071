#pragma once
// The server's time: the steady clock for durations and timers, the system clock for what clients
// see (timestamps in views, records and chat). Both are real time, except that a test may move
// them forward together: grace periods, clocks, timeouts and retention are then tested without
// sleeping. Every timer of the match life is a ServerTimer (net.hpp), which follows this clock.

#include <atomic>
#include <chrono>
#include <cstdint>

namespace rockpool::server {

struct ServerClock {
  using duration = std::chrono::steady_clock::duration;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<ServerClock>;
  static constexpr bool is_steady = true;

  static time_point now() noexcept {
    return time_point(std::chrono::steady_clock::now().time_since_epoch() + offset());
  }
  // Wall-clock milliseconds since the epoch, moved as far as the clock was.
  static std::int64_t epoch_ms() noexcept {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch() + offset())
        .count();
  }

  // Tests only. Once called (before any timer is set), a timer waits at most a few milliseconds
  // before it looks at the clock again, so that moving the clock makes the due timers fire.
  static void allow_moving();
  static bool may_move() noexcept { return may_move_.load(std::memory_order_relaxed); }
  // Moves the clock forward (tests only; after allow_moving()).
  static void advance(duration by);
  static duration offset() noexcept { return duration(offset_.load(std::memory_order_relaxed)); }

 private:
  static inline std::atomic<rep> offset_{0};
  static inline std::atomic<bool> may_move_{false};
};

// How long a ServerTimer's thread sleeps before it looks at the clock again.
struct ServerClockWaitTraits {
  static constexpr ServerClock::duration kMovingClockPoll = std::chrono::milliseconds(5);
  static ServerClock::duration to_wait_duration(const ServerClock::duration& d) {
    return ServerClock::may_move() && d > kMovingClockPoll ? kMovingClockPoll : d;
  }
  static ServerClock::duration to_wait_duration(const ServerClock::time_point& t) {
    return to_wait_duration(t - ServerClock::now());
  }
};

inline std::int64_t epoch_ms() {
  return ServerClock::epoch_ms();
}

}  // namespace rockpool::server
