#include "server/request_router.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/accounts/account_requests.hpp"
#include "server/accounts/hello.hpp"
#include "server/context.hpp"
#include "server/lobby/lobby.hpp"
#include "server/lobby/seek_requests.hpp"
#include "server/logging.hpp"
#include "server/net/read_in_order.hpp"
#include "server/push/push_requests.hpp"
#include "server/room/room.hpp"
#include "server/room/room_opening.hpp"
#include "server/room/room_settings_reader.hpp"
#include "server/room/room_takeover.hpp"
#include "server/server_clock.hpp"
#include "server/tournament/tournament_requests.hpp"

namespace rockpool::server {

namespace {

using protocol::Request;
using protocol::RequestKind;
using rules::Error;

void on_create(const ConnectionPtr& connection, const Request& request) {
  const Responder responder(connection, request.id);
  auto& context = connection->context();
  if (context.draining) {
    return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
  }
  RoomSettings settings;
  if (auto error = read_room_settings(request.body, settings)) return responder.fail(*error);
  const SessionPtr& session = connection->session();
  if (settings.rated && session->account_id().empty()) {
    return responder.fail(
        {protocol::code::kRatedNeedsAccount, "a rated room is for accounts: claim one first"});
  }
  if (settings.is_public && context.public_rooms.load() >= context.config.max_public_rooms) {
    return responder.fail({protocol::code::kServerFull,
                           "the server has too many open public rooms: join one, or open a "
                           "private room"});
  }
  if (!session->try_open_room(context.config.max_rooms_per_session)) {
    return responder.fail(
        {protocol::code::kRoomLimit, "you have too many open rooms: close one first"});
  }
  if (!context.addresses.try_open_room(connection->address())) {
    session->room_closed();
    return responder.fail(
        {protocol::code::kRoomLimit, "your address has too many open rooms: close one first"});
  }
  auto room = add_room(context, std::move(settings), session, connection->address());
  connection->remember_room(room);
  room->open(responder);
}

// The room a request names: by invite code, by id, or (match.*) by the match's id, which is
// "<room>.<n>". A private room is reached by its code only, or by a connection that joined it
// through the code: to anyone else it does not exist.
// `key` and `by_code` say what it was looked for by.
std::shared_ptr<Room> find_room(const ConnectionPtr& connection, const Request& request,
                                std::optional<Error>& error, std::string& key, bool& by_code) {
  auto& rooms = connection->context().rooms;
  std::string code, id;
  if ((error = protocol::read_string(request.body, "code", code, 64, false))) return nullptr;
  by_code = !code.empty();
  key = by_code ? code : "";
  if (by_code) return rooms.by_code(code);
  const bool by_match = protocol::is_match_request(request.kind) && !request.body.contains("room");
  if (by_match) {
    if ((error = protocol::read_string(request.body, "match", id, 64))) return nullptr;
    id.resize(std::min(id.size(), id.rfind('.')));
  } else if ((error = protocol::read_string(request.body, "room", id, 64))) {
    if (error->code == protocol::code::kMissingField) {
      error->message = "give field 'room' (a public room's id) or 'code' (an invite code)";
    }
    return nullptr;
  }
  key = id;
  // A room the connection is in, most often; else the directory's.
  if (auto known = connection->known_room(id)) return known;
  auto room = rooms.by_id(id);
  if (room && !room->settings().is_public && !connection->knows_room(room)) return nullptr;
  return room;
}

// The turn lists of every node are in the shared store.
void list_turns_of_cluster(const ConnectionPtr& connection, const std::string& id) {
  const SessionPtr& session = connection->session();
  read_in_order(
      connection, "turns.list: reading the turn lists failed",
      [connection, public_id = session->public_id(), account_id = session->account_id()] {
        return connection->context().store->turn_lines(public_id, account_id);
      },
      [connection, id](std::optional<std::vector<std::string>> lines) {
        const Responder responder(connection, id, false);
        if (!lines) {
          return responder.fail(
              {protocol::code::kStoreBusy, "the server could not read the list: try again"});
        }
        responder.ok(protocol::turns_result(*lines, false));
      });
}

// `looked_elsewhere`: the cluster was asked already (a room missing here is then not found).
void on_room_request(const ConnectionPtr& connection, Request request, bool remembered,
                     bool looked_elsewhere = false) {
  const Responder responder(connection, request.id, remembered);
  std::optional<Error> field_error;
  std::string key;
  bool by_code = false;
  auto room = find_room(connection, request, field_error, key, by_code);
  if (field_error) return responder.fail(*field_error);
  if (!room && !looked_elsewhere && !key.empty() && connection->context().store->shares_rooms()) {
    return find_room_elsewhere(
        connection, key, by_code,
        [connection, request = std::move(request), remembered](Elsewhere outcome) mutable {
          if (outcome == Elsewhere::moved) {
            return Responder(connection, request.id, remembered)
                .fail({protocol::code::kRoomMoved, "another node serves this room: follow moved"});
          }
          if (outcome == Elsewhere::unknown) {
            return Responder(connection, request.id, remembered)
                .fail({protocol::code::kStoreBusy, "the server could not look for it: try again"});
          }
          on_room_request(connection, std::move(request), remembered, true);
        });
  }
  if (!room) return responder.fail({protocol::code::kRoomNotFound, "no such room"});
  if (request.kind == RequestKind::room_join) {
    std::string as = "player";
    if (auto error = protocol::read_string(request.body, "as", as, 16, false)) {
      return responder.fail(*error);
    }
    if (as != "player" && as != "spectator") {
      return responder.fail({protocol::code::kBadField, "field 'as' must be player or spectator"});
    }
    connection->remember_room(room);
    return room->join(responder, as == "player");
  }
  if (request.kind == RequestKind::room_leave) return room->leave(responder);
  room->handle(responder, std::move(request));
}

}  // namespace

void route_request(const ConnectionPtr& connection, Request request) {
  if (request.kind == RequestKind::hello) return on_hello(connection, request);
  const SessionPtr& session = connection->session();
  if (!session) {
    connection->send_reply(protocol::error_reply_frame(
        request.id, {protocol::code::kHelloRequired, "say hello first"}));
    connection->context().metrics.count_error(protocol::code::kHelloRequired);
    return;
  }
  auto& context = connection->context();
  // Reads change nothing, and push subscriptions are idempotent: a repeat is simply answered
  // again, and their replies (a lobby page, a time, a tournament) are not kept.
  switch (request.kind) {
    case RequestKind::ping:
      return Responder(connection, request.id, false).ok(protocol::time_result(epoch_ms()));
    case RequestKind::lobby_subscribe: {
      std::string game;
      if (auto error = protocol::read_string(request.body, "game", game, 32, false)) {
        return Responder(connection, request.id, false).fail(*error);
      }
      if (!game.empty() && !rules::find_game(game)) {
        return Responder(connection, request.id, false)
            .fail({protocol::code::kUnknownGame, "no game '" + game + "'"});
      }
      connection->set_in_lobby(true);
      return context.lobby->subscribe(Responder(connection, request.id, false), game);
    }
    case RequestKind::lobby_unsubscribe:
      connection->set_in_lobby(false);
      context.lobby->unsubscribe(connection);
      return Responder(connection, request.id, false).ok("{}");
    case RequestKind::push_subscribe:
    case RequestKind::push_unsubscribe:
      return on_push_request(connection, request);
    case RequestKind::tournament_watch:
    case RequestKind::tournament_unwatch:
      return on_tournament_request(connection, request, false);
    case RequestKind::turns_list: {
      bool watch = false;
      if (auto error = protocol::read_boolean(request.body, "watch", watch, false)) {
        return Responder(connection, request.id, false).fail(*error);
      }
      // The lists of other nodes are in the shared store, and not pushed: the client polls.
      if (context.store->shares_rooms()) return list_turns_of_cluster(connection, request.id);
      if (watch) context.turns.watch(connection, session->public_id(), session->account_id());
      return Responder(connection, request.id, false)
          .ok(protocol::turns_result(
              context.turns.lines(session->public_id(), session->account_id()), watch));
    }
    default:
      break;
  }
  const bool read = request.kind == RequestKind::match_sync;
  // A request id seen before: the same reply again, never a second application.
  Frame earlier;
  switch (read ? Session::RequestState::fresh
               : session->begin_request(request.id, connection, earlier)) {
    case Session::RequestState::answered:
      return connection->send_reply(earlier);
    case Session::RequestState::pending:
      return;
    case Session::RequestState::fresh:
      break;
  }
  if (request.kind == RequestKind::room_create) return on_create(connection, request);
  if (protocol::is_account_request(request.kind)) return on_account_request(connection, request);
  if (request.kind == RequestKind::seek || request.kind == RequestKind::seek_cancel) {
    return on_seek_request(connection, request);
  }
  if (protocol::is_tournament_request(request.kind)) {
    return on_tournament_request(connection, request, true);
  }
  if (request.kind == RequestKind::unknown) {
    return Responder(connection, request.id)
        .fail({protocol::code::kUnknownType, "unknown request type '" + request.type + "'"});
  }
  on_room_request(connection, std::move(request), !read);
}

}  // namespace rockpool::server
