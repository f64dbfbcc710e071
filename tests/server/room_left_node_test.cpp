// A request that reached a room just before the room stopped on this node: sent on when another
// node serves the room now (the cluster gave it away, or a drain handed it over), not told that
// the room has closed.

#include <doctest/doctest.h>

#include "protocol/error_codes.hpp"
#include "protocol/request.hpp"
#include "server/connection.hpp"
#include "server/context.hpp"
#include "server/responder.hpp"
#include "server/room.hpp"
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
  auto& context = server.server().context();
  const std::shared_ptr<server::Room> room = context.rooms.by_id(room_id);
  REQUIRE(room);
  const auto connections = context.connections.all();
  REQUIRE(connections.size() == 1);
  const server::ConnectionPtr connection = connections.front();

  // On the connection's executor, as a request is routed: the room leaves the node first, then
  // the request that had found it runs on the room's strand.
  protocol::Request chat{protocol::RequestKind::chat_send,
                         "chat.send",
                         "\"late\"",
                         {{"type", "chat.send"}, {"room", room_id}, {"text", "hi"}}};
  net::post(connection->executor(), [room, connection, chat] {
    room->give_away();
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

}  // namespace
}  // namespace rockpool::tests
