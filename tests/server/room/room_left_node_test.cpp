// A room that stops on this node because another node serves it now (the cluster gave it away, or
// a drain handed it over): a request that reached it just before is sent on, not told that the
// room has closed; an action in flight is shown before the players are sent on (hand-over) or
// refused without being remembered (given away: the new owner never saw it).

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include "protocol/error_codes.hpp"
#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/room/responder.hpp"
#include "server/room/room.hpp"
#include "server/server_parts.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

// The reply to `id`, with every other frame before it kept in `others`.
json reply_to(TestClient& client, const std::string& id, std::vector<json>& others) {
  for (int i = 0; i < 20; ++i) {
    auto frame = client.next();
    REQUIRE(frame.has_value());
    if ((*frame)["type"] == "reply" && (*frame)["id"] == id) return *frame;
    others.push_back(*frame);
  }
  FAIL("no reply to " << id);
  return {};
}

TEST_CASE("rooms: a request that reaches a room given away to another node is answered moved") {
  TestServer server;
  TestClient host(server.port());
  host.hello("Host");
  const json created =
      host.request({{"type", "room.create"}, {"game", "fences"}, {"first", "host"}});
  REQUIRE(created.contains("result"));
  const std::string room_id = created["result"]["room"]["id"];
  auto& parts = server.server().parts();
  const std::shared_ptr<server::Room> room = parts.rooms.by_id(room_id);
  REQUIRE(room);
  const auto connections = parts.connections.all();
  REQUIRE(connections.size() == 1);
  const server::ConnectionPtr connection = connections.front();

  // On the connection's executor, as a request is routed: the room leaves the node first, then
  // the request that had found it runs on the room's strand.
  const protocol::Request chat =
      *protocol::parse_request(
           json{{"type", "chat.send"}, {"id", "late"}, {"room", room_id}, {"text", "hi"}}.dump())
           .request;
  net::post(connection->executor(), [room, connection, chat] {
    room->give_away("");
    room->handle(server::Responder(connection, chat.id), chat);
  });

  std::vector<json> before;
  const json reply = reply_to(host, "late", before);
  CHECK(reply["error"]["code"] == protocol::code::kRoomMoved);
  // One `moved` as the room left (to its members), one with the refusal; both to any node.
  std::vector<json> moved;
  for (const json& frame : before) {
    if (frame["type"] == "moved") moved.push_back(frame);
  }
  REQUIRE(moved.size() == 2);
  for (const json& frame : moved) {
    CHECK(frame["room"] == room_id);
    CHECK(frame["url"].is_null());
  }
}

// A fences room whose host moves first, both players in it; `host` is the host's connection.
struct TwoPlayerRoom {
  explicit TwoPlayerRoom(TestServer& server) {
    open_played_room(played, server.port(), "Leaver", "fences");
    auto& parts = server.server().parts();
    room = parts.rooms.by_id(played.id);
    for (const auto& connection : parts.connections.all()) {
      if (connection->session()->token() == played.players[0].token) host = connection;
    }
    REQUIRE(room);
    REQUIRE(host);
    REQUIRE(played.players[0].match.decides());
  }
  // The host's next action as the router hands it to the room, with request id "late".
  json late_action_frame() const {
    const MatchView& view = played.players[0].match;
    return {{"type", "match.action"},
            {"id", "late"},
            {"match", view.match_id},
            {"version", view.version},
            {"action", view.legal().front()}};
  }
  protocol::Request late_action() const {
    return *protocol::parse_request(late_action_frame().dump()).request;
  }

  PlayedRoom played;
  std::shared_ptr<server::Room> room;
  server::ConnectionPtr host;
};

// The frames a client gets until (and with) its `moved`.
std::vector<json> frames_until_moved(TestClient& client) {
  std::vector<json> frames;
  for (int i = 0; i < 20; ++i) {
    auto frame = client.next();
    REQUIRE(frame.has_value());
    frames.push_back(*frame);
    if ((*frame)["type"] == "moved") return frames;
  }
  FAIL("no moved frame");
  return frames;
}

TEST_CASE(
    "rooms: a room handed over with an action in flight shows it before it sends its players on") {
  TestServer server;
  TwoPlayerRoom two(server);
  const auto action = two.late_action();
  std::atomic<bool> released = false;
  // The action is applied and its write is in flight when the hand-over reaches the room's strand.
  net::post(two.host->executor(), [&two, action, &released] {
    two.room->handle(server::Responder(two.host, action.id), action);
    two.room->hand_over([&released] { released = true; });
  });

  const auto host_frames = frames_until_moved(*two.played.players[0].client);
  const auto reply_at = std::find_if(host_frames.begin(), host_frames.end(),
                                     [](const json& f) { return f["id"] == "late"; });
  REQUIRE(reply_at != host_frames.end());
  const json& reply = *reply_at;
  CHECK(reply["result"]["version"] ==
        std::get<protocol::MatchActionFields>(action.body).version + 1);
  // The mover's reply carries its update, as every acknowledged action's does.
  CHECK(reply.contains("update"));
  const auto guest_frames = frames_until_moved(*two.played.players[1].client);
  const bool patched = std::any_of(guest_frames.begin(), guest_frames.end(), [](const json& f) {
    return f["type"] == "match.patch" || f["type"] == "match.snapshot";
  });
  CHECK_MESSAGE(patched, "the opponent saw the action before it was sent on");
  for (int i = 0; i < 100 && !released; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK(released);
}

TEST_CASE(
    "rooms: a mover whose room is given away before its action is committed is sent on, "
    "and may send the action again") {
  TestServer server;
  TwoPlayerRoom two(server);
  const auto action = two.late_action();
  net::post(two.host->executor(), [&two, action] {
    two.room->handle(server::Responder(two.host, action.id), action);
    two.room->give_away("");
  });
  TestClient& host = *two.played.players[0].client;
  std::vector<json> before;
  const json reply = reply_to(host, "late", before);
  CHECK(error_code(reply) == protocol::code::kRoomMoved);
  // The refusal is not kept: the same request sent again is handled afresh, not answered
  // `room/moved` for ever. Alone, this node no longer serves the room: not found. In a cluster it
  // still holds the room's lock (it was given away by hand), so once what it wrote is committed it
  // takes the room back, which the connection has not joined.
  server::Store& store = *server.server().parts().store;
  store.flush();
  host.send(two.late_action_frame());
  const json again = reply_to(host, "late", before);
  CHECK(error_code(again) == (!server.server().parts().config.cluster.empty()
                                  ? protocol::code::kNotInRoom
                                  : protocol::code::kRoomNotFound));
}

}  // namespace
}  // namespace rockpool::tests
