#include "bench/bots_bench.hpp"

#include <atomic>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <numeric>
#include <optional>
#include <string>
#include <thread>

#include "app/command_line.hpp"
#include "bench/bot_game.hpp"
#include "bench/bot_stats.hpp"
#include "bench/cpu_clock.hpp"
#include "protocol/game_json.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::bench {

namespace {

using nlohmann::json;

constexpr std::chrono::milliseconds kFlatPlayBudget{150};  // today's bot in play
constexpr std::int64_t kDefaultPlyLimit = 600;

// Each side's budget: the same for both with --iterations or --ms; with --play, each level's
// play budget; otherwise each level's iteration budget. Flat gets its opponent's.
std::array<BenchBudget, 2> budgets_of(const std::array<Contender, 2>& sides, long long iterations,
                                      long long ms, bool play) {
  std::array<BenchBudget, 2> budgets;
  for (int side = 0; side < 2; ++side) {
    Contender who = sides[side];
    if (who.flat()) who = sides[1 - side];  // equal budgets
    BenchBudget& budget = budgets[side];
    if (iterations > 0 || ms > 0) {
      budget = {iterations, std::chrono::milliseconds(ms)};
    } else if (who.flat()) {
      budget = {0, kFlatPlayBudget};
    } else if (play) {
      const rules::BotLevel& level = rules::bot_level(who.level);
      budget = {sides[side].flat() ? 0 : level.iterations, level.think};
    } else {
      budget = {rules::bot_level(who.level).iterations, std::chrono::milliseconds(0)};
    }
  }
  return budgets;
}

json budget_json(const BenchBudget& budget) {
  return {{"iterations", budget.iterations}, {"ms", budget.ms.count()}};
}

json times_json(std::vector<double> ms) {
  return {{"moves", ms.size()},
          {"p50", percentile(ms, 50)},
          {"p90", percentile(ms, 90)},
          {"p99", percentile(ms, 99)},
          {"max", percentile(ms, 100)}};
}

// How long the games ran, in actions: what a default ply limit is chosen from.
json plies_json(std::vector<double> plies) {
  return {{"p50", percentile(plies, 50)},
          {"p90", percentile(plies, 90)},
          {"p99", percentile(plies, 99)},
          {"max", percentile(plies, 100)}};
}

}  // namespace

int run_bots_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(args,
                           {"game", "a", "b", "games", "iterations", "ms", "sprt", "threads",
                            "seed", "options", "ply-limit", "max-seconds"},
                           {"play", "quiet"});
  const long long games = command.integer("games", 20, 2, 100000);
  const long long iterations = command.integer("iterations", 0, 1, 100000000);
  const long long ms = command.integer("ms", 0, 1, 600000);
  const long long threads =
      command.integer("threads", std::max(1u, std::thread::hardware_concurrency()), 1, 256);
  const long long seed = command.integer("seed", 1, 0, 1LL << 62);
  const long long ply_limit = command.integer("ply-limit", kDefaultPlyLimit, 0, 1000000);
  // A bound on the run's length: no pair starts after it (pairs under way finish).
  const long long max_seconds = command.integer("max-seconds", 0, 1, 1000000);
  auto fail = [&err](const std::string& message) {
    err << "rockpool bench bots: " << message << "\n";
    return 2;
  };
  if (command.error()) return fail(*command.error());
  if (iterations > 0 && ms > 0) return fail("give --iterations or --ms, not both");
  const rules::Game* game = rules::find_game(command.get_or("game", "fences"));
  if (!game) return fail("unknown game '" + command.get_or("game", "") + "'");
  const auto a = parse_contender(command.get_or("a", "5"));
  const auto b = parse_contender(command.get_or("b", "flat"));
  if (!a || !b) return fail("--a and --b are a level from 1 to 5, or flat");
  std::optional<std::pair<double, double>> sprt_bounds;
  if (auto text = command.get("sprt")) {
    double elo0 = 0, elo1 = 0;
    if (std::sscanf(text->c_str(), "%lf,%lf", &elo0, &elo1) != 2 || elo1 <= elo0) {
      return fail("--sprt is ELO0,ELO1 with ELO0 < ELO1, e.g. 0,100");
    }
    sprt_bounds = {elo0, elo1};
  }
  auto raw_options = json::parse(command.get_or("options", "{}"), nullptr, false);
  if (!raw_options.is_object()) return fail("--options must be a JSON object");
  if (!raw_options.contains("ply_limit")) raw_options["ply_limit"] = ply_limit;
  std::vector<rules::RawOption> raw;
  if (auto error = protocol::raw_options_from_json(raw_options, raw)) return fail(error->message);
  const auto started = rules::start_match(*game, raw);
  if (started.error) return fail(started.error->message);
  const rules::OptionValues options = started.options;

  const std::array<Contender, 2> sides = {*a, *b};
  const auto budgets = budgets_of(sides, iterations, ms, command.has("play"));
  const long long pairs = (games + 1) / 2;
  const bool quiet = command.has("quiet");

  std::mutex mutex;
  std::vector<double> pair_scores;
  std::array<int, 3> results{0, 0, 0};  // A's wins, draws, losses
  std::array<int, 2> illegal{0, 0};
  std::array<std::vector<double>, 2> move_ms;
  std::vector<double> game_plies;
  std::vector<double> won_plies;       // of the games that ended with a winner
  std::map<std::string, int> reasons;  // how the games ended
  std::atomic<long long> next_pair{0};
  std::atomic<bool> stop{false};
  bool out_of_time = false;
  // The test's answer as of the pair that settled it: pairs under way then still finish and are
  // counted in the score, but cannot undo the decision that stopped the run.
  std::optional<Sprt> decided;
  const double wall_start = wall_seconds(), cpu_start = process_cpu_seconds();
  auto worker = [&] {
    for (long long pair = next_pair++; pair < pairs && !stop; pair = next_pair++) {
      if (max_seconds > 0 && wall_seconds() - wall_start >= static_cast<double>(max_seconds)) {
        std::lock_guard lock(mutex);
        out_of_time = true;
        break;
      }
      double pair_score = 0;
      std::array<GameReport, 2> reports;
      for (rules::Seat a_seat = 0; a_seat < 2; ++a_seat) {
        reports[a_seat] =
            play_bot_game(*game, options, sides, budgets, a_seat,
                          rules::Random(static_cast<std::uint64_t>(seed) * 1000003 + pair).next());
        pair_score += reports[a_seat].score_a / 2;
      }
      std::lock_guard lock(mutex);
      pair_scores.push_back(pair_score);
      for (const GameReport& report : reports) {
        ++results[report.score_a == 1 ? 0 : report.score_a == 0 ? 2 : 1];
        game_plies.push_back(report.plies);
        if (report.score_a != 0.5) won_plies.push_back(report.plies);
        ++reasons[report.reason];
        for (int side = 0; side < 2; ++side) {
          illegal[side] += report.illegal[side];
          move_ms[side].insert(move_ms[side].end(), report.move_ms[side].begin(),
                               report.move_ms[side].end());
        }
      }
      const PairStats stats = pair_stats(pair_scores);
      std::string line =
          "pair " + std::to_string(pair_scores.size()) + ": score " + std::to_string(stats.score);
      if (sprt_bounds) {
        const Sprt test = sprt(pair_scores, sprt_bounds->first, sprt_bounds->second);
        line += " llr " + std::to_string(test.llr) + " " + test.result;
        if (test.result != "continue" && !decided) {
          decided = test;
          stop = true;
        }
      }
      if (!quiet) err << line << "\n" << std::flush;
    }
  };
  std::vector<std::thread> pool;
  for (long long i = 0; i < std::min(threads, pairs); ++i)
    pool.emplace_back(worker);
  for (auto& thread : pool)
    thread.join();

  const PairStats stats = pair_stats(pair_scores);
  const int played = results[0] + results[1] + results[2];
  json report = {
      {"game", game->info().id},
      {"options", protocol::option_values_json(game->info(), options)},
      {"a", sides[0].name()},
      {"b", sides[1].name()},
      {"budget", {{"a", budget_json(budgets[0])}, {"b", budget_json(budgets[1])}}},
      {"games", played},
      {"pairs", stats.pairs},
      {"a_wins", results[0]},
      {"draws", results[1]},
      {"a_losses", results[2]},
      {"score", stats.score},
      {"score_ci95", {stats.low, stats.high}},
      {"elo", stats.elo},
      {"elo_ci95", {stats.elo_low, stats.elo_high}},
      {"illegal_moves", illegal[0] + illegal[1]},
      {"illegal_by_side", {illegal[0], illegal[1]}},
      {"move_ms", {{"a", times_json(move_ms[0])}, {"b", times_json(move_ms[1])}}},
      {"mean_plies",
       played ? std::accumulate(game_plies.begin(), game_plies.end(), 0.0) / played : 0.0},
      {"plies", plies_json(game_plies)},
      {"won_plies", plies_json(won_plies)},
      {"reasons", reasons},
      {"threads", std::min(threads, pairs)},
      {"seed", seed},
      {"seconds", wall_seconds() - wall_start},
      {"cpu_seconds", process_cpu_seconds() - cpu_start},
  };
  // Why the run ended: the test's answer, the time cap, or every pair played.
  const std::string stopped_by = decided ? "sprt" : out_of_time ? "max_seconds" : "games";
  report["stopped_by"] = stopped_by;
  if (sprt_bounds) {
    const Sprt test =
        decided ? *decided : sprt(pair_scores, sprt_bounds->first, sprt_bounds->second);
    report["sprt"] = {{"elo0", test.elo0},   {"elo1", test.elo1},   {"llr", test.llr},
                      {"lower", test.lower}, {"upper", test.upper}, {"result", test.result}};
  }
  if (!quiet) {
    err << "stopped by " << stopped_by << " after " << stats.pairs << " pairs"
        << (sprt_bounds ? ", SPRT " + report["sprt"]["result"].get<std::string>() : "") << "\n";
  }
  out << report.dump(2) << "\n";
  return 0;
}

}  // namespace rockpool::bench
