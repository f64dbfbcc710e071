#include "bench/review_bench.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/bot_game.hpp"
#include "bench/cpu_clock.hpp"
#include "rules/core/match_review.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::bench {

namespace {

using nlohmann::json;

// One match of two level-2 bots, at most `plies` actions: its first position and its moves.
std::vector<rules::SeatAction> bot_match(const rules::Game& game,
                                         const rules::OptionValues& options,
                                         const rules::State& start, int plies, std::uint64_t seed) {
  const rules::SearchSettings settings = rules::search_settings_for(start);
  std::array<BenchPlayer, 2> players = {BenchPlayer({2}, {1500, {}}, settings, seed),
                                        BenchPlayer({2}, {1500, {}}, settings, seed + 1)};
  std::unique_ptr<rules::State> state = start.clone();
  std::vector<rules::MoveText> history;
  std::vector<rules::SeatAction> moves;
  while (!state->status().over() && static_cast<int>(moves.size()) < plies) {
    const rules::Seat seat = state->deciders().first();
    const std::string notation =
        players[static_cast<std::size_t>(seat)].decide(game, options, *state, seat, history);
    const rules::ParseResult parsed = state->accept(seat, notation);
    if (!std::holds_alternative<rules::Action>(parsed)) break;
    moves.push_back({seat, std::get<rules::Action>(parsed)});
    history.push_back({seat, notation});
    state->apply(seat, std::get<rules::Action>(parsed));
  }
  return moves;
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

}  // namespace

int run_review_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(args, {"game", "matches", "iterations", "plies", "seed"});
  const long long matches = command.integer("matches", 3, 1, 1000);
  const long long iterations = command.integer("iterations", 4000, 1, 10'000'000);
  const long long plies = command.integer("plies", 60, 1, 10000);
  const long long seed = command.integer("seed", 1, 0, 1LL << 62);
  if (command.error()) {
    err << "rockpool bench review: " << *command.error() << "\n";
    return 2;
  }
  const std::string only = command.get_or("game", "");
  for (const rules::Game* game : rules::registered_games()) {
    if (!only.empty() && game->info().id != only) continue;
    const auto started = rules::start_match(*game, {});
    std::vector<double> ms_per_position;
    std::array<int, 4> marks{};
    long long positions = 0, searched = 0;
    for (long long match = 0; match < matches; ++match) {
      const auto moves = bot_match(*game, started.options, *started.state, static_cast<int>(plies),
                                   seed + 2 * match);
      rules::MatchReview review(*started.state, moves, rules::search_settings_for(*started.state),
                                iterations, seed + match);
      const double cpu = process_cpu_seconds();
      while (!review.step(std::chrono::milliseconds(50))) {
      }
      const double spent = process_cpu_seconds() - cpu;
      ms_per_position.push_back(1000.0 * spent / static_cast<double>(review.positions()));
      positions += static_cast<long long>(review.positions());
      for (const auto& position : review.position_reviews())
        searched += position.searched;
      for (const auto& move : review.move_reviews()) {
        if (move.weighed) ++marks[static_cast<std::size_t>(move.mark)];
      }
    }
    out << json{{"game", game->info().id},
                {"matches", matches},
                {"iterations", iterations},
                {"positions", positions},
                {"searched", searched},
                {"cpu_ms_per_position_median", median(ms_per_position)},
                {"marks",
                 {{"good", marks[0]},
                  {"inaccuracy", marks[1]},
                  {"mistake", marks[2]},
                  {"blunder", marks[3]}}}}
               .dump()
        << "\n";
  }
  return 0;
}

}  // namespace rockpool::bench
