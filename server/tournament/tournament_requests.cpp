#include "server/tournament/tournament_requests.hpp"

#include <algorithm>

#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
#include "server/context.hpp"
#include "server/net/connection.hpp"
#include "server/ratings/session_rating.hpp"
#include "server/room/room_settings_reader.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

namespace {

using protocol::RequestKind;
using rules::Error;

constexpr std::size_t kMaxNameChars = 40;
constexpr std::int64_t kArenaMinMinutes = 5;
constexpr std::int64_t kArenaMaxMinutes = 180;
constexpr std::int64_t kArenaMinPlayers = 2;
constexpr std::int64_t kArenaMaxPlayers = 100;

// A tournament's name: shown to everyone, so held to the display names' rules, at its own length.
std::optional<Error> check_name(const std::string& name) {
  if (auto error = protocol::check_name_text(name, kMaxNameChars)) {
    return Error{protocol::code::kBadField, "field 'name': " + error->message};
  }
  return std::nullopt;
}

// An Arena's own fields: its duration, and no correspondence (it is played live).
std::optional<Error> read_format_fields(const nlohmann::json& body, bool arena,
                                        TournamentSettings& out) {
  if (!arena) {
    if (body.contains("minutes")) {
      return Error{protocol::code::kBadField, "field 'minutes' is for an Arena only"};
    }
    return std::nullopt;
  }
  if (body.contains("days_per_move") && !body["days_per_move"].is_null()) {
    return Error{protocol::code::kTournamentArenaLive,
                 "an Arena is played live: it needs a clock, not days per move"};
  }
  std::int64_t minutes = 0;
  const Error bad_minutes{protocol::code::kBadField,
                          "field 'minutes' must be an Arena's duration, from 5 to 180"};
  if (!body.contains("minutes") || body["minutes"].is_null()) return bad_minutes;
  if (protocol::read_integer(body, "minutes", minutes, kArenaMinMinutes, kArenaMaxMinutes)) {
    return bad_minutes;
  }
  out.format = TournamentFormat::arena;
  out.minutes = static_cast<int>(minutes);
  return std::nullopt;
}

std::optional<Error> read_settings(const ConnectionPtr& connection, const nlohmann::json& body,
                                   TournamentSettings& out) {
  std::string format = "round_robin";
  if (auto error = protocol::read_string(body, "format", format, 32, false)) return error;
  if (format != "round_robin" && format != "arena") {
    return Error{protocol::code::kBadField, "field 'format' must be round_robin or arena"};
  }
  const bool arena = format == "arena";
  if (auto error = read_format_fields(body, arena, out)) return error;
  RoomSettings room;
  if (auto error = read_game_and_pace(body, room)) return error;
  if (!room.clock && room.days_per_move == 0) {
    return Error{protocol::code::kTournamentNeedsPace,
                 arena ? "an Arena needs a clock"
                       : "a tournament needs a clock, or days per move by correspondence"};
  }
  if (auto error = protocol::read_boolean(body, "public", out.is_public, false)) return error;
  std::string name;
  if (auto error = protocol::read_string(body, "name", name, kMaxNameChars, false)) return error;
  if (body.contains("name") && !body["name"].is_null()) {
    if (auto error = check_name(name)) return error;
  }
  std::int64_t max_players = arena ? kArenaMaxPlayers : RoundRobin::kMaxPlayers;
  if (auto error = protocol::read_integer(
          body, "max_players", max_players, arena ? kArenaMinPlayers : RoundRobin::kMinPlayers,
          arena ? kArenaMaxPlayers : RoundRobin::kMaxPlayers, false)) {
    return error;
  }
  const rules::GameInfo& game = room.game->info();
  out.name = name.empty() ? connection->session()->name() + "'s " + game.name +
                                (arena ? " arena" : " round robin")
                          : name;
  out.game = game.id;
  out.options_json = protocol::option_values_json(game, room.options).dump();
  out.clock_initial_ms = room.clock ? room.clock->initial_ms : -1;
  out.clock_increment_ms = room.clock ? room.clock->increment_ms : 0;
  out.days_per_move = room.days_per_move;
  out.max_players = static_cast<int>(max_players);
  return std::nullopt;
}

}  // namespace

void on_tournament_request(const ConnectionPtr& connection, const protocol::Request& request,
                           bool remembered) {
  const Responder responder(connection, request.id, remembered);
  auto& context = connection->context();
  TournamentHall* hall = context.tournaments.get();
  if (!hall) {
    return responder.fail({protocol::code::kTournamentsOff, "this server keeps no tournaments"});
  }
  if (request.kind == RequestKind::tournament_unwatch) {
    hall->unwatch(connection);
    return responder.ok("{}");
  }
  if (request.kind == RequestKind::tournament_create) {
    if (context.draining) {
      return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
    }
    TournamentSettings settings;
    if (auto error = read_settings(connection, request.body, settings)) {
      return responder.fail(*error);
    }
    if (settings.format != TournamentFormat::arena) {
      return hall->create(responder, std::move(settings), kNewPlayerRating);
    }
    const std::string game = settings.game;
    return with_session_rating(connection, responder, game, true,
                               [hall, responder, settings = std::move(settings)](double rating) {
                                 hall->create(responder, settings, rating);
                               });
  }
  std::string code;
  if (auto error = protocol::read_string(request.body, "code", code, 64)) {
    return responder.fail(*error);
  }
  switch (request.kind) {
    case RequestKind::tournament_join:
      if (auto game = hall->arena_game(code)) {
        return with_session_rating(
            connection, responder, *game, true,
            [hall, responder, code](double rating) { hall->join(responder, code, rating); });
      }
      return hall->join(responder, code, kNewPlayerRating);
    case RequestKind::tournament_leave:
      return hall->leave(responder, code);
    case RequestKind::tournament_start:
      return hall->start(responder, code);
    case RequestKind::tournament_cancel:
      return hall->cancel(responder, code);
    default:
      return hall->watch(responder, code);
  }
}

}  // namespace rockpool::server
