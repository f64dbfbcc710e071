// The chess clock: a seat's clock runs while it decides, once it has made its first decision; an
// action adds the increment; a flag falls when a running clock reaches zero. Told the time, never
// reading it.

#include "server/room/match_clock.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {
namespace {

using namespace std::chrono_literals;
using server::MatchClock;

const MatchClock::Time t0 = MatchClock::Time(1000s);

// A clock after each seat's first action (untimed), seat 0 to move at t0.
MatchClock started(server::ClockSettings settings) {
  MatchClock clock(settings);
  clock.run(rules::SeatSet::of(0), t0 - 20s);
  clock.on_action(0, rules::SeatSet::of(1), t0 - 10s);
  clock.on_action(1, rules::SeatSet::of(0), t0);
  return clock;
}

TEST_CASE("match clock: a seat's first decision is not timed and earns no increment") {
  MatchClock clock({60000, 2000});
  clock.run(rules::SeatSet::of(0), t0);
  CHECK(clock.running().empty());
  CHECK_FALSE(clock.next_flag());
  clock.on_action(0, rules::SeatSet::of(1), t0 + 25s);
  CHECK(clock.last_remaining_ms(0) == 60000);
  CHECK(clock.running().empty());  // the second seat's first decision is free too
  clock.on_action(1, rules::SeatSet::of(0), t0 + 50s);
  CHECK(clock.last_remaining_ms(1) == 60000);
  CHECK(clock.running() == rules::SeatSet::of(0));
}

TEST_CASE("match clock: only the deciding seat's clock runs; an action adds the increment") {
  MatchClock clock = started({60000, 2000});
  CHECK(clock.remaining_ms(0, t0 + 10s) == 50000);
  CHECK(clock.remaining_ms(1, t0 + 10s) == 60000);
  clock.on_action(0, rules::SeatSet::of(1), t0 + 10s);
  CHECK(clock.last_remaining_ms(0) == 52000);
  CHECK(clock.remaining_ms(0, t0 + 20s) == 52000);
  CHECK(clock.remaining_ms(1, t0 + 20s) == 50000);
  CHECK(clock.running() == rules::SeatSet::of(1));
  const auto facts = clock.facts();
  CHECK(facts.initial_ms == 60000);
  CHECK(facts.increment_ms == 2000);
  CHECK(facts.remaining_ms == std::array<std::int64_t, 2>{52000, 60000});  // as of the action
}

TEST_CASE("match clock: both clocks run while both decide") {
  MatchClock clock = started({30000, 0});
  clock.run(rules::SeatSet::both(), t0);
  CHECK(clock.remaining_ms(0, t0 + 5s) == 25000);
  CHECK(clock.remaining_ms(1, t0 + 5s) == 25000);
  CHECK(clock.next_flag() == t0 + 30s);
}

TEST_CASE("match clock: the flag falls at zero, for the first clock to run out") {
  MatchClock clock = started({10000, 0});
  clock.on_action(0, rules::SeatSet::of(1), t0);
  CHECK_FALSE(clock.flagged(t0 + 9999ms));
  CHECK(clock.flagged(t0 + 10s) == 1);
  CHECK(clock.next_flag() == t0 + 10s);
  clock.stop(t0 + 4s);
  CHECK_FALSE(clock.next_flag());
  CHECK_FALSE(clock.flagged(t0 + 1h));
  CHECK(clock.last_remaining_ms(1) == 6000);
}

TEST_CASE("match clock: a resumed clock does not count the time the server was down") {
  MatchClock clock = started({10000, 0});
  clock.on_action(0, rules::SeatSet::of(1), t0 + 1s);
  clock.resume(t0 + 1h);
  CHECK(clock.remaining_ms(1, t0 + 1h + 2s) == 8000);
}

}  // namespace
}  // namespace rockpool::tests
