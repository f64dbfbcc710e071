#include "bench/arena_bench.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/arena_simulation.hpp"

namespace rockpool::bench {

// The report holds every figure under its own name.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ArenaFigures, matches, players_who_played, pair_calls, wait_s,
                                   pair_call_us, winner_score, simulated_s)

int run_arena_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(args, {"players", "minutes", "seed"});
  ArenaSimulation simulation;
  simulation.players = static_cast<int>(command.integer("players", 1000, 2, 1'000'000));
  simulation.minutes = static_cast<int>(command.integer("minutes", 10, 1, 24 * 60));
  simulation.seed = static_cast<std::uint64_t>(command.integer("seed", 1, 0, 1LL << 40));
  if (command.error()) {
    err << "rockpool bench arena: " << *command.error() << "\n";
    return 2;
  }
  print_simulation(out, [&] {
    nlohmann::json report = simulate_arena(simulation);
    report.update({{"players", simulation.players},
                   {"minutes", simulation.minutes},
                   {"seed", simulation.seed}});
    return report;
  });
  return 0;
}

}  // namespace rockpool::bench
