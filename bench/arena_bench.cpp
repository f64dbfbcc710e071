#include "bench/arena_bench.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/arena_simulation.hpp"

namespace rockpool::bench {

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
    const ArenaFigures figures = simulate_arena(simulation);
    return nlohmann::json{{"players", simulation.players},
                          {"minutes", simulation.minutes},
                          {"seed", simulation.seed},
                          {"matches", figures.matches},
                          {"players_who_played", figures.players_who_played},
                          {"pair_calls", figures.pair_calls},
                          {"wait_s", json_of(figures.wait_s)},
                          {"pair_call_us", json_of(figures.pair_call_us)},
                          {"winner_score", figures.winner_score},
                          {"simulated_s", figures.simulated_s}};
  });
  return 0;
}

}  // namespace rockpool::bench
