#include "bench/simulation_report.hpp"

#include <algorithm>
#include <chrono>
#include <ostream>

#include "bench/bot_stats.hpp"

namespace rockpool::bench {

Percentiles percentiles_of(std::vector<double>& values) {
  Percentiles out;
  out.p50 = percentile(values, 50);
  out.p90 = percentile(values, 90);
  out.p99 = percentile(values, 99);
  out.max = values.empty() ? 0 : *std::max_element(values.begin(), values.end());
  return out;
}

void print_simulation(std::ostream& out, const std::function<nlohmann::json()>& simulate) {
  const auto started = std::chrono::steady_clock::now();
  nlohmann::json figures = simulate();
  figures["run_s"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  out << figures.dump(2) << "\n";
}

}  // namespace rockpool::bench
