// Matches against the server's bots beside the measured load: a host creates a room whose other
// seat is a bot, plays a random legal action as soon as it may, and asks for a rematch when a
// match ends, so that the bots keep searching for the whole run. Nothing of it is measured but
// what the server says of its bots.

#include <iostream>

#include "bench/load_player.hpp"
#include "bench/play_load.hpp"

namespace rockpool::bench {

using nlohmann::json;

void PlayLoad::open_bot_room(LoadRoom& room, std::size_t index) {
  room.against_bot = true;
  auto client = make_client(room, true);
  auto seat = std::make_unique<LoadPlayer>(client, bot_stats_, settings_.seed * 104729 + index);
  LoadPlayer* host = seat.get();
  room.host = std::move(seat);
  client->open([this, host] {
    host->request({{"type", "hello"}, {"protocol", 1}, {"name", "bot-host"}},
                  [this, host](std::string_view, bool) {
                    host->request({{"type", "room.create"},
                                   {"game", settings_.bot_game},
                                   {"public", false},
                                   {"first", "host"},
                                   {"opponent", "bot"},
                                   {"bot_level", settings_.bot_level}},
                                  [this](std::string_view text, bool ok) {
                                    if (!ok) {
                                      std::cerr << "rockpool bench server: a bot match could "
                                                   "not be created: "
                                                << text << "\n";
                                      ++connection_errors_;
                                      return;
                                    }
                                    ++bot_rooms_ready_;
                                  });
                  });
  });
}

json PlayLoad::bot_report(const std::map<std::string, double>& before,
                          const std::map<std::string, double>& after) const {
  auto delta = [&](const char* name) {
    const auto from = before.find(name);
    const auto to = after.find(name);
    if (from == before.end() || to == after.end()) return 0.0;
    return to->second - from->second;
  };
  const double searches = delta("rockpool_bot_searches_total");
  return {{"matches", settings_.bot_matches},
          {"level", settings_.bot_level},
          {"game", settings_.bot_game},
          {"searches", searches},
          {"iterations", delta("rockpool_bot_iterations_total")},
          {"search_cpu_seconds", delta("rockpool_bot_search_seconds_total")},
          {"mean_think_ms",
           searches > 0 ? delta("rockpool_bot_think_seconds_sum") * 1e3 / searches : 0.0},
          {"matches_finished", bot_stats_.matches_finished},
          {"errors", bot_stats_.errors}};
}

}  // namespace rockpool::bench
