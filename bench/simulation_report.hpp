#pragma once
// What the benchmarks on a virtual clock (pairing, the Arena) report: percentiles of their
// samples, printed as JSON with the wall time the simulation took.

#include <functional>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <vector>

namespace rockpool::bench {

struct Percentiles {
  double p50 = 0, p90 = 0, p99 = 0, max = 0;
};

// The reports write them as {"p50": ..., "p90": ..., "p99": ..., "max": ...}.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Percentiles, p50, p90, p99, max)

// Sorts `values`; all zero when empty.
Percentiles percentiles_of(std::vector<double>& values);

// Runs the simulation and prints its figures, with `run_s` (the wall time it took) added.
void print_simulation(std::ostream& out, const std::function<nlohmann::json()>& simulate);

}  // namespace rockpool::bench
