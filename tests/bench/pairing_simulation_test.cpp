// The pairing benchmark's simulation: deterministic for a seed, everyone paired in the end, and a
// busier pool pairs sooner and closer.

#include "bench/pairing_simulation.hpp"

#include <doctest/doctest.h>

#include "tests/bench/run_twice.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("pairing simulation: the same seed gives the same figures, and everyone is paired") {
  const bench::PairingSimulation simulation{.seekers = 2000, .rate = 20};
  const auto [once, again] = run_twice(bench::simulate_pairing, simulation);
  CHECK(once.wait_s.p99 == again.wait_s.p99);
  CHECK(once.rating_gap.p90 == again.rating_gap.p90);
  CHECK(once.paired + once.never_paired == simulation.seekers);
  CHECK(once.never_paired == 0);
  CHECK(once.wait_s.p50 <= once.wait_s.p90);
  CHECK(once.wait_s.p90 <= once.wait_s.p99);
  CHECK(once.wait_s.p99 <= once.wait_s.max);
  CHECK(once.rating_gap.p50 <= once.rating_gap.p90);
}

TEST_CASE("pairing simulation: more seekers a second wait less and meet closer ratings") {
  bench::PairingSimulation simulation;
  simulation.seekers = 2000;
  simulation.rate = 1;
  const bench::PairingFigures quiet = bench::simulate_pairing(simulation);
  simulation.rate = 100;
  const bench::PairingFigures busy = bench::simulate_pairing(simulation);
  CHECK(busy.wait_s.p90 < quiet.wait_s.p90);
  CHECK(busy.rating_gap.p90 < quiet.rating_gap.p90);
}

}  // namespace
}  // namespace rockpool::tests
