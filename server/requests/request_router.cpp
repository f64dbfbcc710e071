#include "server/requests/request_router.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/accounts/account_requests.hpp"
#include "server/accounts/hello.hpp"
#include "server/analysis/analysis_requests.hpp"
#include "server/lobby/lobby.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/lobby/seek_requests.hpp"
#include "server/logging.hpp"
#include "server/net/read_in_order.hpp"
#include "server/nodes/cluster.hpp"
#include "server/push/push_requests.hpp"
#include "server/room/requested_settings.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"
#include "server/room/room_opening.hpp"
#include "server/server_clock.hpp"
#include "server/tournament/tournament_requests.hpp"

namespace rockpool::server {

namespace {

using protocol::Request;
using protocol::RequestKind;
using rules::Error;

void on_create(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  const Responder responder(connection, request.id);
  if (to.draining) {
    return responder.fail({protocol::code::kShuttingDown, "the server is shutting down"});
  }
  RoomSettings settings = room_settings(std::get<protocol::RoomCreateFields>(request.body));
  const SessionPtr& session = connection->session();
  if (settings.rated && session->account_id().empty()) {
    return responder.fail(
        {protocol::code::kRatedNeedsAccount, "a rated room is for accounts: claim one first"});
  }
  if (settings.is_public && to.rooms.public_rooms.load() >= to.limits.max_public_rooms) {
    return responder.fail({protocol::code::kServerFull,
                           "the server has too many open public rooms: join one, or open a "
                           "private room"});
  }
  if (!session->try_open_room(to.limits.max_rooms_per_session)) {
    return responder.fail(
        {protocol::code::kRoomLimit, "you have too many open rooms: close one first"});
  }
  if (!to.rooms.addresses.try_open_room(connection->address())) {
    session->room_closed();
    return responder.fail(
        {protocol::code::kRoomLimit, "your address has too many open rooms: close one first"});
  }
  auto room = add_room(to.rooms, std::move(settings), session, connection->address());
  connection->remember_room(room);
  room->open(responder);
}

// The room a request names: by invite code, by id, or (match.*) by the match's id. A private
// room is reached by its code only, or by a connection that joined it through the code: to
// anyone else it does not exist.
std::shared_ptr<Room> find_room(RoomDirectory& rooms, const ConnectionPtr& connection,
                                const protocol::RoomAddress& address) {
  if (!address.code.empty()) return rooms.by_code(address.code);
  // A room the connection is in, most often; else the directory's.
  if (auto known = connection->known_room(address.room)) return known;
  auto room = rooms.by_id(address.room);
  if (room && !room->settings().is_public && !connection->knows_room(room)) return nullptr;
  return room;
}

// `looked_elsewhere`: the cluster was asked already (a room missing here is then not found).
void on_room_request(const RequestHandlers& to, const ConnectionPtr& connection, Request request,
                     bool remembered, bool looked_elsewhere = false) {
  const Responder responder(connection, request.id, remembered);
  const protocol::RoomAddress& address = *protocol::room_address(request.body);
  auto room = find_room(to.rooms.rooms, connection, address);
  const bool by_code = !address.code.empty();
  // A copy: the request moves into the callback below.
  const std::string key = by_code ? address.code : address.room;
  if (!room && !looked_elsewhere && !key.empty()) {
    return to.cluster.find_room(
        connection, key, by_code,
        [&to, connection, request = std::move(request), remembered](Elsewhere outcome) mutable {
          if (outcome == Elsewhere::moved) {
            return Responder(connection, request.id, remembered)
                .fail({protocol::code::kRoomMoved, "another node serves this room: follow moved"});
          }
          if (outcome == Elsewhere::unknown) {
            return Responder(connection, request.id, remembered)
                .fail({protocol::code::kStoreBusy, "the server could not look for it: try again"});
          }
          on_room_request(to, connection, std::move(request), remembered, true);
        });
  }
  if (!room) return responder.fail({protocol::code::kRoomNotFound, "no such room"});
  if (request.kind == RequestKind::room_join) {
    connection->remember_room(room);
    return room->join(responder, std::get<protocol::RoomJoinFields>(request.body).as_player);
  }
  if (request.kind == RequestKind::room_leave) return room->leave(responder);
  room->handle(responder, std::move(request));
}

void on_lobby_subscribe(const RequestHandlers& to, const ConnectionPtr& connection,
                        Request&& request) {
  connection->set_in_lobby(true);
  to.lobby.subscribe(Responder(connection, request.id, false),
                     std::get<protocol::LobbySubscribeFields>(request.body).game);
}

void on_lobby_unsubscribe(const RequestHandlers& to, const ConnectionPtr& connection,
                          Request&& request) {
  connection->set_in_lobby(false);
  to.lobby.unsubscribe(connection);
  Responder(connection, request.id, false).ok("{}");
}

void on_turns_list(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  to.cluster.list_turns(connection, request.id,
                        std::get<protocol::TurnsListFields>(request.body).watch);
}

void on_unknown(const RequestHandlers&, const ConnectionPtr& connection, Request&& request) {
  Responder(connection, request.id)
      .fail({protocol::code::kUnknownType, "unknown request type '" + request.type + "'"});
}

// How each kind is handled: by what, whether it needs a session (every kind but hello), and
// whether its reply is kept, so that a repeat of its id is answered again and never applied
// twice. Reads change nothing, and push subscriptions are idempotent: a repeat is simply answered
// again, and their replies (a lobby page, a time, a tournament) are not kept.
struct Route {
  RequestKind kind;
  void (*handle)(const RequestHandlers&, const ConnectionPtr&, Request&&);
  bool needs_session;
  bool kept;
};

void to_room(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  on_room_request(to, connection, std::move(request), true);
}
// A chat line's length is the server's setting, checked with the request's other fields.
void to_chat(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  const std::size_t most = to.limits.max_chat_chars;
  if (protocol::utf8_length(std::get<protocol::ChatFields>(request.body).text) > most) {
    return Responder(connection, request.id).fail(protocol::too_long_field("text", most));
  }
  on_room_request(to, connection, std::move(request), true);
}
void to_tournaments(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  to.tournaments.handle(connection, request, true);
}
void to_tournament_watch(const RequestHandlers& to, const ConnectionPtr& connection,
                         Request&& request) {
  to.tournaments.handle(connection, request, false);
}
void to_accounts(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  to.accounts.handle(connection, request);
}
void to_seeks(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  to.seeks.handle(connection, request);
}
void to_push(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  to.push.handle(connection, request);
}
void to_analysis(const RequestHandlers& to, const ConnectionPtr& connection, Request&& request) {
  to.analysis.handle(connection, request);
}

constexpr Route kRoutes[] = {
    {RequestKind::unknown, on_unknown, true, true},
    {RequestKind::hello,
     [](const RequestHandlers& to, const ConnectionPtr& c, Request&& r) { to.hello.handle(c, r); },
     false, false},
    {RequestKind::ping,
     [](const RequestHandlers&, const ConnectionPtr& c, Request&& r) {
       Responder(c, r.id, false).ok(protocol::time_result(epoch_ms()));
     },
     true, false},
    {RequestKind::lobby_subscribe, on_lobby_subscribe, true, false},
    {RequestKind::lobby_unsubscribe, on_lobby_unsubscribe, true, false},
    {RequestKind::room_create, on_create, true, true},
    {RequestKind::room_join, to_room, true, true},
    {RequestKind::room_leave, to_room, true, true},
    {RequestKind::chat_send, to_chat, true, true},
    {RequestKind::match_sync,
     [](const RequestHandlers& to, const ConnectionPtr& c, Request&& r) {
       on_room_request(to, c, std::move(r), false);
     },
     true, false},
    {RequestKind::match_action, to_room, true, true},
    {RequestKind::match_resign, to_room, true, true},
    {RequestKind::match_offer_draw, to_room, true, true},
    {RequestKind::match_answer_draw, to_room, true, true},
    {RequestKind::match_claim, to_room, true, true},
    {RequestKind::match_rematch, to_room, true, true},
    {RequestKind::account_claim, to_accounts, true, true},
    {RequestKind::account_login, to_accounts, true, true},
    {RequestKind::account_logout, to_accounts, true, true},
    {RequestKind::account_password, to_accounts, true, true},
    {RequestKind::account_reset, to_accounts, true, true},
    {RequestKind::account_sessions, to_accounts, true, true},
    {RequestKind::account_revoke, to_accounts, true, true},
    {RequestKind::seek, to_seeks, true, true},
    {RequestKind::seek_cancel, to_seeks, true, true},
    {RequestKind::turns_list, on_turns_list, true, false},
    {RequestKind::push_subscribe, to_push, true, false},
    {RequestKind::push_unsubscribe, to_push, true, false},
    {RequestKind::tournament_create, to_tournaments, true, true},
    {RequestKind::tournament_join, to_tournaments, true, true},
    {RequestKind::tournament_leave, to_tournaments, true, true},
    {RequestKind::tournament_start, to_tournaments, true, true},
    {RequestKind::tournament_cancel, to_tournaments, true, true},
    {RequestKind::tournament_watch, to_tournament_watch, true, false},
    {RequestKind::tournament_unwatch, to_tournament_watch, true, false},
    {RequestKind::analysis_evaluate, to_analysis, true, false},
    {RequestKind::analysis_stop, to_analysis, true, false},
};

constexpr bool routes_in_kind_order() {
  for (std::size_t i = 0; i < std::size(kRoutes); ++i) {
    if (static_cast<std::size_t>(kRoutes[i].kind) != i) return false;
  }
  return std::size(kRoutes) == static_cast<std::size_t>(protocol::kLastRequestKind) + 1;
}
static_assert(routes_in_kind_order(), "one route per request kind, in the kinds' order");

}  // namespace

void RequestRouter::request(const ConnectionPtr& connection, Request request) {
  const Route& route = kRoutes[static_cast<std::size_t>(request.kind)];
  const SessionPtr& session = connection->session();
  if (route.needs_session && !session) {
    connection->send_reply(protocol::error_reply_frame(
        request.id, {protocol::code::kHelloRequired, "say hello first"}));
    connection->metrics().count_error(protocol::code::kHelloRequired);
    return;
  }
  if (route.needs_session && route.kept) {
    // A request id seen before: the same reply again, never a second application.
    Frame earlier;
    switch (session->begin_request(request.id, connection, earlier)) {
      case Session::RequestState::answered:
        return connection->send_reply(earlier);
      case Session::RequestState::pending:
        return;
      case Session::RequestState::fresh:
        break;
    }
  }
  if (request.invalid) {
    return Responder(connection, request.id, route.kept || !route.needs_session)
        .fail(*request.invalid);
  }
  route.handle(handlers_, connection, std::move(request));
}

void RequestRouter::closed(const ConnectionPtr& connection) {
  if (connection->in_lobby()) handlers_.lobby.unsubscribe(connection);
  if (const SessionPtr& session = connection->session()) {
    handlers_.matchmaker.connection_closed(connection.get(), session);
  }
}

}  // namespace rockpool::server
