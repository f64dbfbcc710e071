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

// Sorts `values`; all zero when empty.
Percentiles percentiles_of(std::vector<double>& values);
nlohmann::json json_of(const Percentiles& figures);

// Runs the simulation and prints its figures, with `run_s` (the wall time it took) added.
void print_simulation(std::ostream& out, const std::function<nlohmann::json()>& simulate);

}  // namespace rockpool::bench
