#pragma once
// Quick pairing under load: seekers arrive (a Poisson process) into one pool of the real seek
// pool (server/lobby/seek_pool.hpp), on a virtual clock, pairing on each arrival and on the
// server's 1 s tick, as the server does. Deterministic for a seed, and as fast as the pool itself.

#include <cstdint>

#include "bench/simulation_report.hpp"

namespace rockpool::bench {

struct PairingSimulation {
  int seekers = 10000;
  double rate = 50;  // arrivals per second, on average
  double mean_rating = 1500;
  double rating_spread = 300;  // standard deviation
  std::uint64_t seed = 1;
};

struct PairingFigures {
  int paired = 0;          // seekers paired (twice the pairs)
  int never_paired = 0;    // still waiting once arrivals stopped and everyone could take anyone
  Percentiles wait_s;      // from a seek to its pairing
  Percentiles rating_gap;  // between the two of each pair
  double simulated_s = 0;
};

PairingFigures simulate_pairing(const PairingSimulation& simulation);

}  // namespace rockpool::bench
