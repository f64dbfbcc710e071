#include "bench/rules_bench.hpp"

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/cpu_clock.hpp"
#include "protocol/game_json.hpp"
#include "rules/core/playout.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::bench {

namespace {

// Positions with at least this many legal actions count as "rich": in the fence game, exactly
// those where the mover still holds fences (a pawn alone has at most 5 moves).
constexpr std::size_t kRichPosition = 20;
constexpr std::size_t kSampleSize = 4096;

struct GenerationRate {
  double per_second = 0;
  double cpu_per_second = 0;
  std::size_t positions = 0;
  double mean_actions = 0;
};

// Times legal-action generation over sampled positions, repeated until at least `min_seconds`.
GenerationRate time_generation(const std::vector<std::unique_ptr<rules::State>>& positions,
                               double min_seconds) {
  GenerationRate rate;
  rate.positions = positions.size();
  if (positions.empty()) return rate;
  rules::ActionList actions;
  std::size_t generations = 0, total_actions = 0;
  const double wall_start = wall_seconds(), cpu_start = process_cpu_seconds();
  double elapsed = 0;
  do {
    for (const auto& state : positions) {
      state->legal_actions(state->deciders().first(), actions);
      total_actions += actions.size();
      ++generations;
    }
    elapsed = wall_seconds() - wall_start;
  } while (elapsed < min_seconds);
  const double cpu = process_cpu_seconds() - cpu_start;
  rate.per_second = static_cast<double>(generations) / elapsed;
  rate.cpu_per_second = static_cast<double>(generations) / cpu;
  rate.mean_actions = static_cast<double>(total_actions) / static_cast<double>(generations);
  return rate;
}

nlohmann::json rate_json(const GenerationRate& rate) {
  return {{"per_s", rate.per_second},
          {"per_cpu_s", rate.cpu_per_second},
          {"positions", rate.positions},
          {"mean_legal_actions", rate.mean_actions}};
}

}  // namespace

int run_rules_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(args, {"game", "playouts", "seed", "ply-cap", "options"});
  const long long playouts = command.integer("playouts", 1000, 1, 100000000);
  const long long seed = command.integer("seed", 1, 0, 1LL << 62);
  const long long ply_cap = command.integer("ply-cap", 324, 1, 1000000);
  if (command.error()) {
    err << "rockpool bench rules: " << *command.error() << "\n";
    return 2;
  }
  const rules::Game* game = rules::find_game(command.get_or("game", "fences"));
  if (!game) {
    err << "rockpool bench rules: unknown game '" << command.get_or("game", "") << "'\n";
    return 2;
  }
  std::vector<rules::RawOption> raw;
  const auto options = nlohmann::json::parse(command.get_or("options", "{}"), nullptr, false);
  if (options.is_discarded()) {
    err << "rockpool bench rules: --options must be a JSON object\n";
    return 2;
  }
  if (auto error = protocol::raw_options_from_json(options, raw)) {
    err << "rockpool bench rules: " << error->message << "\n";
    return 2;
  }
  rules::StartResult started = rules::start_match(*game, raw);
  if (started.error) {
    err << "rockpool bench rules: " << started.error->message << "\n";
    return 2;
  }

  rules::Random random(static_cast<std::uint64_t>(seed));
  rules::ActionList scratch;
  long long plies = 0, finished = 0;
  const double wall_start = wall_seconds(), cpu_start = process_cpu_seconds();
  for (long long i = 0; i < playouts; ++i) {
    std::unique_ptr<rules::State> state = started.state->clone();
    plies += rules::random_playout(*state, random, static_cast<int>(ply_cap), scratch);
    if (state->status().over()) ++finished;
  }
  const double wall = wall_seconds() - wall_start, cpu = process_cpu_seconds() - cpu_start;

  // A second pass samples positions along fresh playouts (reservoir sampling), then times legal
  // action generation on them alone, apart from applying actions.
  std::vector<std::unique_ptr<rules::State>> all, rich;
  rules::Random sampler(static_cast<std::uint64_t>(seed) ^ 0x5eedULL);
  std::size_t seen = 0, seen_rich = 0;
  auto keep = [&](std::vector<std::unique_ptr<rules::State>>& sample, std::size_t& count,
                  const rules::State& state) {
    ++count;
    if (sample.size() < kSampleSize) {
      sample.push_back(state.clone());
    } else if (auto slot = sampler.below(static_cast<std::uint32_t>(count)); slot < kSampleSize) {
      sample[slot] = state.clone();
    }
  };
  for (long long i = 0; i < std::min<long long>(playouts, 2000); ++i) {
    std::unique_ptr<rules::State> state = started.state->clone();
    while (state->ply() < ply_cap && !state->deciders().empty()) {
      state->legal_actions(state->deciders().first(), scratch);
      keep(all, seen, *state);
      if (scratch.size() >= kRichPosition) keep(rich, seen_rich, *state);
      if (!rules::random_step(*state, sampler, scratch)) break;
    }
  }

  nlohmann::json report = {
      {"game", game->info().id},
      {"options", protocol::option_values_json(game->info(), started.options)},
      {"playouts", playouts},
      {"seed", seed},
      {"ply_cap", ply_cap},
      {"seconds", wall},
      {"cpu_seconds", cpu},
      {"playouts_per_s", static_cast<double>(playouts) / wall},
      {"playouts_per_cpu_s", static_cast<double>(playouts) / cpu},
      {"mean_plies", static_cast<double>(plies) / static_cast<double>(playouts)},
      {"finished_fraction", static_cast<double>(finished) / static_cast<double>(playouts)},
      {"actions_per_s", static_cast<double>(plies) / wall},
      {"legal_generations", rate_json(time_generation(all, 0.3))},
      {"legal_generations_rich", rate_json(time_generation(rich, 0.3))},
      {"rich_threshold", kRichPosition},
  };
  out << report.dump(2) << "\n";
  return 0;
}

}  // namespace rockpool::bench
