#include "bench/pairing_bench.hpp"

#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/pairing_simulation.hpp"

namespace rockpool::bench {

namespace {

// A positive number of arrivals per second, at most a million.
bool read_rate(const std::string& text, double& rate) {
  char* end = nullptr;
  rate = std::strtod(text.c_str(), &end);
  return end != text.c_str() && *end == '\0' && rate > 0 && rate <= 1e6;
}

}  // namespace

// The report holds every figure under its own name.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PairingFigures, paired, never_paired, wait_s, rating_gap,
                                   simulated_s)

int run_pairing_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(args, {"seekers", "rate", "seed", "spread"});
  PairingSimulation simulation;
  simulation.seekers = static_cast<int>(command.integer("seekers", 10000, 2, 10'000'000));
  simulation.seed = static_cast<std::uint64_t>(command.integer("seed", 1, 0, 1LL << 40));
  simulation.rating_spread = static_cast<double>(command.integer("spread", 300, 0, 2000));
  const bool rate_ok = read_rate(command.get_or("rate", "50"), simulation.rate);
  if (command.error() || !rate_ok) {
    err << "rockpool bench pairing: "
        << (command.error() ? *command.error() : "--rate must be a number of seekers a second")
        << "\n";
    return 2;
  }
  print_simulation(out, [&] {
    nlohmann::json report = simulate_pairing(simulation);
    report.update({{"seekers", simulation.seekers},
                   {"rate_per_s", simulation.rate},
                   {"rating_mean", simulation.mean_rating},
                   {"rating_spread", simulation.rating_spread},
                   {"seed", simulation.seed}});
    return report;
  });
  return 0;
}

}  // namespace rockpool::bench
