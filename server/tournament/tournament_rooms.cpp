#include "server/tournament/tournament_rooms.hpp"

#include <limits>

#include "protocol/game_json.hpp"
#include "rules/registry/registry.hpp"
#include "server/logging.hpp"
#include "server/room/room_host.hpp"
#include "server/room/room_opening.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

std::optional<RoomSettings> tournament_room_settings(const TournamentSettings& settings) {
  RoomSettings room;
  room.game = rules::find_game(settings.game);
  if (!room.game) return std::nullopt;
  std::vector<rules::RawOption> raw;
  if (protocol::raw_options_from_text(settings.options_json, raw)) return std::nullopt;
  auto resolved = rules::resolve_options(room.game->info().options, raw);
  if (resolved.error) return std::nullopt;
  room.options = std::move(resolved.values);
  room.is_public = false;  // reached through the tournament's document only
  if (settings.clock_initial_ms >= 0) {
    room.clock = ClockSettings{settings.clock_initial_ms, settings.clock_increment_ms};
  }
  room.days_per_move = settings.days_per_move;
  room.first = protocol::FirstSeat::host;  // the pairing's first player hosts the room
  return room;
}

bool open_tournament_games(RoomHost& rooms, Tournament& tournament,
                           const RoomSettings& room_settings) {
  tournament.pair(epoch_ms());
  bool opened = false;
  for (int game : tournament.games_to_open()) {
    const auto [first_index, second_index] = tournament.game_players(game);
    const auto& players = tournament.players();
    const TournamentPlayer& first = players[static_cast<std::size_t>(first_index)];
    const TournamentPlayer& second = players[static_cast<std::size_t>(second_index)];
    SessionPtr host = rooms.sessions.find_or_load(first.token, rooms.store);
    SessionPtr guest = rooms.sessions.find_or_load(second.token, rooms.store);
    if (!host || !guest) {
      spdlog::error("tournaments: a player of {} has no session; game {} not opened",
                    tournament.id(), game);
      continue;
    }
    RoomSettings settings = room_settings;
    settings.tournament_id = tournament.id();
    settings.tournament_game = game;
    // Both players are waiting for it: counted among the host's rooms, never refused.
    host->try_open_room(std::numeric_limits<int>::max());
    auto room = add_room(rooms, std::move(settings), host, "");
    tournament.set_room(game, {room->id(), room->code(), room->id() + ".1", ""});
    room->open_with_guest(std::move(guest));
    opened = true;
  }
  return opened;
}

}  // namespace rockpool::server
