// The Arena benchmark's simulation: deterministic for a seed, everyone who joined plays, and the
// matches played fit the players and the minutes.

#include "bench/arena_simulation.hpp"

#include <doctest/doctest.h>

#include "tests/bench/run_twice.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("arena simulation: the same seed gives the same tournament, and everyone plays") {
  const bench::ArenaSimulation simulation{.players = 200, .minutes = 10};
  const auto [once, again] = run_twice(bench::simulate_arena, simulation);
  CHECK(once.matches == again.matches);
  CHECK(once.wait_s.p99 == again.wait_s.p99);
  CHECK(once.winner_score == again.winner_score);
  CHECK(once.players_who_played == simulation.players);
  // Each match takes 30 s to 5 min: in 10 minutes each player plays between 1 and 20.
  CHECK(once.matches >= simulation.players / 2);
  CHECK(once.matches <= simulation.players * 10);
  CHECK(once.wait_s.p50 <= once.wait_s.p99);
  CHECK(once.pair_calls > 0);
}

}  // namespace
}  // namespace rockpool::tests
