#include "bench/server_bench.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/idle_load.hpp"
#include "bench/play_load.hpp"

namespace rockpool::bench {

using nlohmann::json;

int run_server_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(
      args,
      {"url", "rooms", "duration", "game", "spectators", "rate", "idle", "hold", "options", "seed",
       "target", "server-pid", "bot-matches", "bot-level", "bot-game"},
      {"public", "pin-rooms"});
  PlaySettings settings;
  settings.rooms = static_cast<int>(command.integer("rooms", 10, 1, 20000));
  settings.duration_s = static_cast<double>(command.integer("duration", 10, 1, 3600));
  settings.spectators = static_cast<int>(command.integer("spectators", 0, 0, 100));
  settings.rate = static_cast<double>(command.integer("rate", 0, 0, 1000));
  settings.seed = static_cast<std::uint64_t>(command.integer("seed", 1, 0, 1LL << 40));
  const int idle = static_cast<int>(command.integer("idle", 0, 0, 100000));
  const double hold = static_cast<double>(command.integer("hold", 10, 1, 3600));
  settings.game = command.get_or("game", "fences");
  settings.public_rooms = command.has("public");
  settings.pin_rooms = command.has("pin-rooms");
  settings.server_pid = static_cast<int>(command.integer("server-pid", 0, 0, 1 << 30));
  settings.bot_matches = static_cast<int>(command.integer("bot-matches", 0, 0, 100));
  settings.bot_level = static_cast<int>(command.integer("bot-level", 5, 1, 5));
  settings.bot_game = command.get_or("bot-game", "fences");
  const std::string target = command.get_or("target", "rockpool");
  if (command.error()) {
    err << "rockpool bench server: " << *command.error() << "\n";
    return 2;
  }
  if (!parse_ws_url(command.get_or("url", ""), settings.endpoint)) {
    err << "rockpool bench server: --url must be ws://HOST:PORT/ws\n";
    return 2;
  }
  if (target != "rockpool" && target != "floor") {
    err << "rockpool bench server: --target is rockpool or floor\n";
    return 2;
  }
  settings.target = target == "floor" ? Target::floor : Target::rockpool;
  if (settings.pin_rooms && (settings.target == Target::floor || settings.bot_matches > 0)) {
    err << "rockpool bench server: --pin-rooms is for Rockpool's own rooms, without bots\n";
    return 2;
  }
  if (settings.target == Target::floor && (settings.spectators > 0 || settings.bot_matches > 0)) {
    err << "rockpool bench server: the floor relay has no spectators and no bots\n";
    return 2;
  }
  settings.options = json::parse(command.get_or("options", "{}"), nullptr, false);
  if (!settings.options.is_object()) {
    err << "rockpool bench server: --options must be a JSON object\n";
    return 2;
  }
  try {
    json report = idle > 0 ? run_idle(settings.endpoint, idle, hold) : PlayLoad(settings).run();
    out << report.dump(2) << "\n";
    return report.contains("error") ? 1 : 0;
  } catch (const std::exception& error) {
    err << "rockpool bench server: " << error.what() << "\n";
    return 1;
  }
}

}  // namespace rockpool::bench
