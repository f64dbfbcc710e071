#include "bench/recovery_bench.hpp"

#include <spdlog/spdlog.h>
#include <stdlib.h>

#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/cpu_clock.hpp"
#include "protocol/game_json.hpp"
#include "rules/core/playout.hpp"
#include "rules/registry/registry.hpp"
#include "server/server.hpp"
#include "server/server_parts.hpp"
#include "server/store/sqlite_store.hpp"

namespace rockpool::bench {

namespace {

using server::ActionRecord;
using server::MatchStartRecord;
using server::RoomGuestRecord;
using server::RoomRecord;
using server::Server;
using server::ServerConfig;
using server::SessionRecord;
using server::SqliteStore;

// Writes `matches` open rooms, each with a match of `actions` random legal actions that has not
// ended, through the real store.
void fill_store(const std::string& path, const rules::Game& game, int matches, int actions,
                std::uint64_t seed) {
  SqliteStore store({path, false, std::chrono::hours(24)});
  auto started = rules::start_match(game, {});
  const std::string options = protocol::option_values_json(game.info(), started.options).dump();
  rules::Random random(seed);
  rules::ActionList scratch;
  const std::int64_t now = 1'800'000'000'000;
  for (int m = 0; m < matches; ++m) {
    const std::string room = "bench" + std::to_string(m);
    const std::string tokens[2] = {room + "-host", room + "-guest"};
    std::vector<std::pair<int, std::string>> played;
    // A random game that is still on after `actions` actions.
    for (;;) {
      played.clear();
      auto state = started.state->clone();
      while (static_cast<int>(played.size()) < actions && !state->status().over()) {
        const rules::SeatSet deciders = state->deciders();
        const int seat =
            deciders.size() == 2 ? static_cast<int>(random.below(2)) : deciders.first();
        state->legal_actions(seat, scratch);
        const rules::Action action =
            scratch[random.below(static_cast<std::uint32_t>(scratch.size()))];
        played.emplace_back(seat, state->notation(action));
        state->apply(seat, action);
      }
      if (!state->status().over()) break;
    }
    for (int seat = 0; seat < 2; ++seat)
      store.write(SessionRecord{tokens[seat], tokens[seat], "P" + std::to_string(seat), now});
    store.write(
        RoomRecord{room, "", true, game.info().id, options, -1, 0, "host", false, tokens[0], now});
    store.write(RoomGuestRecord{room, tokens[1]});
    MatchStartRecord start;
    start.id = room + ".1";
    start.room_id = room;
    start.number = 1;
    start.game = game.info().id;
    start.options_json = options;
    for (int seat = 0; seat < 2; ++seat)
      start.seats[seat] = {tokens[seat], tokens[seat], "P" + std::to_string(seat), false};
    start.started_ms = now;
    store.write(start);
    for (std::size_t i = 0; i < played.size(); ++i) {
      store.write(ActionRecord{start.id, static_cast<int>(i + 1), played[i].first, played[i].second,
                               now + static_cast<std::int64_t>(i)});
    }
  }
  store.flush();
}

}  // namespace

int run_recovery_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(args, {"matches", "actions", "game", "seed"});
  const int matches = static_cast<int>(command.integer("matches", 10000, 1, 1000000));
  const int actions = static_cast<int>(command.integer("actions", 100, 1, 10000));
  const auto seed = static_cast<std::uint64_t>(command.integer("seed", 1, 0, 1LL << 40));
  const rules::Game* game = rules::find_game(command.get_or("game", "fences"));
  if (command.error() || !game) {
    err << "rockpool bench recovery: " << (command.error() ? *command.error() : "unknown game")
        << "\n";
    return 2;
  }
  char pattern[] = "/tmp/rockpool-recovery-XXXXXX";
  if (!mkdtemp(pattern)) return 1;
  const std::string data = pattern;
  const double write_start = wall_seconds();
  fill_store(data + "/rockpool.db", *game, matches, actions, seed);
  const double written = wall_seconds() - write_start;

  spdlog::set_level(spdlog::level::warn);
  ServerConfig config;
  config.host = "127.0.0.1";
  config.port = 0;
  config.threads = 1;
  config.data_dir = data;
  const double start = wall_seconds();
  const double cpu_start = process_cpu_seconds();
  double recovery = 0;
  std::int64_t rooms = 0, live = 0;
  {
    Server server(config);
    server.start();
    recovery = server.recovery_seconds();
    rooms = static_cast<std::int64_t>(server.parts().rooms.size());
    live = server.parts().metrics.live_matches.load();
    server.stop();
  }
  const double started = wall_seconds() - start;
  const double cpu = process_cpu_seconds() - cpu_start;
  std::filesystem::remove_all(data);
  out << nlohmann::json{{"game", game->info().id},
                        {"matches", matches},
                        {"actions_per_match", actions},
                        {"store_written_s", written},
                        {"recovery_s", recovery},
                        {"start_and_stop_s", started},
                        {"cpu_s", cpu},
                        {"rooms_recovered", rooms},
                        {"live_matches_recovered", live}}
             .dump(2)
      << "\n";
  return rooms == matches && live == matches ? 0 : 1;
}

}  // namespace rockpool::bench
