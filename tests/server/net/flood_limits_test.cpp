// What one client may cost the server: connections, sessions and rooms per address, public rooms
// in all, the lobby's size, a session's memory and the frames that presence changes cause.

#include <doctest/doctest.h>

#include <thread>

#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// The HTTP status of a WebSocket handshake to /ws (101 when it succeeds).
int handshake_status(std::uint16_t port) {
  net::io_context io;
  websocket::stream<tcp::socket> ws(io);
  ws.next_layer().connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  websocket::response_type response;
  beast::error_code error;
  ws.handshake(response, "127.0.0.1", "/ws", error);
  return response.result_int();
}

TEST_CASE("limits: one address holds at most so many WebSocket connections") {
  server::ServerConfig config = test_config();
  config.max_connections_per_address = 3;
  TestServer server(config);
  auto clients = connections_to<TestClient>(server.port(), 3);
  CHECK(handshake_status(server.port()) == 429);
  clients.back()->close();
  clients.pop_back();
  // The closed connection's place comes free once the server has let it go.
  int status = 0;
  for (int attempt = 0; attempt < 100 && status != 101; ++attempt) {
    status = handshake_status(server.port());
    if (status != 101) std::this_thread::sleep_for(20ms);
  }
  CHECK(status == 101);
}

TEST_CASE("limits: one address starts at most so many new sessions a minute; tokens still work") {
  server::ServerConfig config = test_config();
  config.new_sessions_per_minute = 3;
  TestServer server(config);
  std::string token;
  for (int i = 0; i < 3; ++i) {
    TestClient client(server.port());
    token = client.hello("Fresh")["token"];
  }
  TestClient refused(server.port());
  const json reply = refused.request({{"type", "hello"}, {"name", "Fourth"}});
  CHECK(reply["error"]["code"] == "session/too_many");
  TestClient back(server.port());
  CHECK(back.hello("Back", token)["resumed"] == true);
}

TEST_CASE("limits: rooms per address and public rooms on the whole server") {
  server::ServerConfig config = test_config();
  config.max_rooms_per_address = 3;
  TestServer server(config);
  TestClient a(server.port()), b(server.port());
  a.hello("A");
  b.hello("B");
  create_room(a, {{"game", "fences"}});
  create_room(a, {{"game", "fences"}});
  create_room(b, {{"game", "fences"}});
  const json refused = b.request({{"type", "room.create"}, {"game", "fences"}});
  CHECK(refused["error"]["code"] == "room/limit");

  server::ServerConfig capped = test_config();
  capped.max_public_rooms = 2;
  TestServer small(capped);
  TestClient c(small.port());
  c.hello("C");
  create_room(c, {{"game", "fences"}});
  create_room(c, {{"game", "pawnd"}});
  const json full = c.request({{"type", "room.create"}, {"game", "fences"}});
  CHECK(full["error"]["code"] == "room/server_full");
  CHECK(c.request({{"type", "room.create"}, {"game", "fences"}, {"public", false}})
            .contains("result"));
}

TEST_CASE("lobby: a subscription shows a page of rooms and the total, by game if asked") {
  server::ServerConfig config = test_config();
  TestServer server(config);
  std::vector<std::unique_ptr<TestClient>> hosts;
  const int rooms = 130;
  for (int i = 0; i < rooms; ++i) {
    if (i % 10 == 0) {
      hosts.push_back(std::make_unique<TestClient>(server.port()));
      hosts.back()->hello("Host" + std::to_string(i / 10));
    }
    create_room(*hosts.back(), {{"game", i % 13 == 0 ? "lazyking" : "fences"}});
  }
  TestClient watcher(server.port());
  watcher.hello("Watcher");
  // Rooms reach the lobby in batches: wait until it has them all.
  json all;
  for (int attempt = 0; attempt < 100; ++attempt) {
    all = watcher.request({{"type", "lobby.subscribe"}})["result"];
    if (all["total"] == rooms) break;
    std::this_thread::sleep_for(50ms);
  }
  CHECK(all["total"] == rooms);
  CHECK(all["rooms"].size() == 100);
  const json lazyking = watcher.request({{"type", "lobby.subscribe"}, {"game", "lazyking"}});
  CHECK(lazyking["result"]["total"] == 10);
  CHECK(lazyking["result"]["rooms"].size() == 10);
  for (const auto& [id, room] : lazyking["result"]["rooms"].items())
    CHECK(room["game"] == "lazyking");
  CHECK(watcher.request({{"type", "lobby.subscribe"}, {"game", "chess"}})["error"]["code"] ==
        "game/unknown");
  // A read's reply is not remembered: asked again with the same id, it is answered afresh.
  watcher.send({{"type", "lobby.subscribe"}, {"id", "same"}});
  auto first = watcher.next_of_type("reply");
  REQUIRE(first);
  TestClient another(server.port());
  another.hello("Another");
  create_room(another, {{"game", "pawnd"}, {"public", false}});
  create_room(another, {{"game", "pawnd"}});
  REQUIRE(watcher.next_of_type("lobby.patch"));
  watcher.send({{"type", "lobby.subscribe"}, {"id", "same"}});
  auto again = watcher.next_of_type("reply");
  REQUIRE(again);
  CHECK((*again)["result"]["total"] == rooms + 1);
  CHECK((*again)["result"]["version"] > (*first)["result"]["version"]);
}

TEST_CASE("rooms: spectators alone do not keep a room open") {
  Table table({{"game", "fences"}, {"first", "host"}});
  table.leave_spectator_alone();
  advance_clock(test_config().room_close_delay + std::chrono::seconds(1));
  REQUIRE(table.spectator.pump([](const json& frame) { return frame["type"] == "room.closed"; }));
  TestClient late(table.server.port());
  late.hello("Late");
  CHECK(late.request(
            {{"type", "room.join"}, {"room", table.room}, {"as", "spectator"}})["error"]["code"] ==
        "room/not_found");
}

TEST_CASE("presence: a churning spectator causes a few room states, not one per change") {
  server::ServerConfig config = rate_limited_config(100000, 100000);
  Table table({{"game", "fences"}, {"first", "host"}}, config);
  TestClient churner(table.server.port());
  churner.hello("Churner");
  const int churns = 300;
  for (int i = 0; i < churns; ++i) {
    churner.send({{"type", "room.join"},
                  {"id", "j" + std::to_string(i)},
                  {"room", table.room},
                  {"as", "spectator"}});
    churner.send({{"type", "room.leave"}, {"id", "l" + std::to_string(i)}, {"room", table.room}});
  }
  for (int replies = 0; replies < 2 * churns;) {
    auto frame = churner.next();
    REQUIRE(frame);
    replies += (*frame)["type"] == "reply";
  }
  // Then a change no churn state shows: the guest leaves. Every state up to the one that shows
  // it is counted.
  REQUIRE(table.guest.client->request({{"type", "room.leave"}, {"room", table.room}})
              .contains("result"));
  int states = 0;
  REQUIRE(table.host.pump(
      [&](const json& frame) {
        if (frame["type"] != "room.state") return false;
        ++states;
        return frame["room"]["players"][1]["connected"] == false;
      },
      10s));
  MESSAGE(states << " room states for " << 2 * churns << " presence changes");
  CHECK(states < churns / 5);
}

}  // namespace
}  // namespace rockpool::tests
