#include "server/tournament/tournament_requests.hpp"

#include <optional>

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/game_json.hpp"
#include "server/logging.hpp"
#include "server/net/connection.hpp"
#include "server/ratings/session_rating.hpp"
#include "server/room/requested_settings.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

namespace {

using protocol::RequestKind;
using rules::Error;

TournamentSettings tournament_settings(const ConnectionPtr& connection,
                                       const protocol::TournamentCreateFields& fields) {
  TournamentSettings out;
  const RoomSettings room = pace_settings(fields.pace);
  const rules::GameInfo& game = room.game->info();
  if (fields.arena) {
    out.format = TournamentFormat::arena;
    out.minutes = fields.minutes;
  }
  out.is_public = fields.is_public;
  out.name = fields.name.empty() ? connection->session()->name() + "'s " + game.name +
                                       (fields.arena ? " arena" : " round robin")
                                 : fields.name;
  out.game = game.id;
  out.options_json = protocol::option_values_text(game, room.options);
  out.clock_initial_ms = room.clock ? room.clock->initial_ms : -1;
  out.clock_increment_ms = room.clock ? room.clock->increment_ms : 0;
  out.days_per_move = room.days_per_move;
  out.max_players = fields.max_players;
  return out;
}

}  // namespace

void TournamentRequests::find_hall(const ConnectionPtr& connection,
                                   const protocol::Request& request, bool remembered) const {
  readers_.post([this, connection, request, remembered] {
    std::optional<bool> here;  // none: the store could not be read
    try {
      here = claim_hall_();
    } catch (const std::exception& error) {
      spdlog::error("tournaments: looking for the node that serves them: {}", error.what());
    }
    const std::string url = here.value_or(true) ? "" : hall_->owner_url();
    net::post(connection->executor(), [this, connection, request, remembered, here, url] {
      if (here.value_or(false)) {
        return handle(connection, request, remembered);
      }
      const Responder responder(connection, request.id, remembered);
      if (!here) {
        return responder.fail_unremembered(
            {protocol::code::kStoreBusy, "the server could not look for them: try again"});
      }
      const auto* named = std::get_if<protocol::TournamentCodeFields>(&request.body);
      connection->send(std::make_shared<const std::string>(
          protocol::tournament_moved_frame(named ? named->code : "", url)));
      responder.fail_unremembered(
          {protocol::code::kTournamentMoved, "another node serves tournaments: follow moved"});
    });
  });
}

void TournamentRequests::handle(const ConnectionPtr& connection, const protocol::Request& request,
                                bool remembered) const {
  const Responder responder(connection, request.id, remembered);
  TournamentHall* hall = hall_;
  if (!hall) {
    return responder.fail({protocol::code::kTournamentsOff, "this server keeps no tournaments"});
  }
  if (request.kind == RequestKind::tournament_unwatch) {
    hall->unwatch(connection);
    return responder.ok("{}");
  }
  if (!hall->serving()) return find_hall(connection, request, remembered);
  if (request.kind == RequestKind::tournament_create) {
    if (draining_) {
      return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
    }
    TournamentSettings settings =
        tournament_settings(connection, std::get<protocol::TournamentCreateFields>(request.body));
    if (settings.format != TournamentFormat::arena) {
      return hall->create(responder, std::move(settings), kNewPlayerRating);
    }
    const std::string game = settings.game;
    return ratings_.with_rating(connection, responder, game, true,
                                [hall, responder, settings = std::move(settings)](double rating) {
                                  hall->create(responder, settings, rating);
                                });
  }
  const std::string& code = std::get<protocol::TournamentCodeFields>(request.body).code;
  switch (request.kind) {
    case RequestKind::tournament_join:
      if (auto game = hall->arena_game(code)) {
        return ratings_.with_rating(
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
