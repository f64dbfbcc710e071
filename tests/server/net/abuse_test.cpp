// Bad input and abuse: each gets a clear error code (or a close code) and changes nothing, and
// none of it disturbs other rooms.

#include <doctest/doctest.h>
#include <sys/socket.h>

#include "tests/server/server_and_client.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("abuse: a frame over the size limit closes the connection with 1009") {
  server::ServerConfig config = test_config();
  config.max_frame_bytes = 4096;
  ServerAndClient served("Big", config);
  TestClient& client = served.client;
  client.send_text(std::string(5000, ' '));
  CHECK(client.wait_closed() == 1009);
}

TEST_CASE("abuse: unreadable frames get an error and the connection stays usable") {
  ServerAndClient served("Odd");
  TestClient& client = served.client;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"{not json", "request/invalid_json"},
      {"[1,2,3]", "request/not_an_object"},
      {R"({"type":"ping"})", "request/missing_field"},
      {R"({"type":"ping","id":{"a":1}})", "request/bad_field"},
      {R"({"id":3})", "request/missing_field"},
      {R"({"id":4,"type":7})", "request/bad_field"},
  };
  // Not a structured binding: clang 14 cannot capture one in the lambda CHECK_MESSAGE makes.
  for (const auto& test_case : cases) {
    const std::string& frame = test_case.first;
    client.send_text(frame);
    auto answer = client.next();
    REQUIRE(answer);
    CHECK_MESSAGE((*answer)["error"]["code"] == test_case.second, frame);
  }
  client.send_text(R"({"id":"x","type":"no.such.thing"})");
  auto unknown = client.next();
  REQUIRE(unknown);
  CHECK((*unknown)["id"] == "x");
  CHECK((*unknown)["error"]["code"] == "request/unknown_type");
  CHECK(client.request({{"type", "ping"}}).contains("result"));
}

TEST_CASE("abuse: missing and mistyped fields are named in the error") {
  ServerAndClient served("Odd");
  TestClient& client = served.client;
  const json missing = client.request({{"type", "room.create"}});
  CHECK(error_code(missing) == "request/missing_field");
  CHECK(missing["error"]["message"].get<std::string>().find("game") != std::string::npos);
  CHECK(error_code(client.request({{"type", "room.create"}, {"game", 5}})) == "request/bad_field");
  CHECK(error_code(client.request({{"type", "room.create"}, {"game", "chess"}})) == "game/unknown");
  const json option =
      client.request({{"type", "room.create"}, {"game", "fences"}, {"options", {{"walls", 3}}}});
  CHECK(error_code(option) == "options/unknown");
  CHECK(option["error"]["message"].get<std::string>().find("walls") != std::string::npos);
  CHECK(error_code(client.request(
            {{"type", "room.create"}, {"game", "fences"}, {"options", {{"fences", 99}}}})) ==
        "options/out_of_range");
  CHECK(error_code(client.request(
            {{"type", "room.create"}, {"game", "fences"}, {"clock", {{"initial_s", 0}}}})) ==
        "request/bad_field");
  CHECK(
      error_code(client.request({{"type", "room.create"}, {"game", "fences"}, {"first", "me"}})) ==
      "request/bad_field");
}

TEST_CASE("abuse: unknown rooms and matches") {
  ServerAndClient served("Lost");
  TestClient& client = served.client;
  CHECK(error_code(client.request({{"type", "room.join"}, {"room", "nowhere"}})) ==
        "room/not_found");
  CHECK(error_code(client.request(
            {{"type", "match.action"}, {"match", "nowhere.1"}, {"version", 0}, {"action", "N"}})) ==
        "room/not_found");
  CHECK(error_code(client.request({{"type", "chat.send"}, {"room", "nowhere"}, {"text", "hi"}})) ==
        "room/not_found");
}

TEST_CASE("abuse: illegal, malformed, out-of-turn and spectators' actions change nothing") {
  Table table({{"game", "fences"}, {"first", "host"}});
  const json before = table.host.match.view;
  const std::int64_t version = table.host.match.version;
  auto act = [&](Seat& seat, const std::string& action, std::int64_t at) {
    return seat.client->request({{"type", "match.action"},
                                 {"match", table.host.match.match_id},
                                 {"version", at},
                                 {"action", action}});
  };
  CHECK(error_code(act(table.host, "S", version)) == "action/illegal");
  CHECK(error_code(act(table.host, "Q7", version)) == "action/malformed");
  CHECK(error_code(act(table.host, std::string(300, 'N'), version)) == "request/bad_field");
  CHECK(error_code(act(table.guest, "S", version)) == "action/not_your_decision");
  CHECK(error_code(act(table.spectator, "N", version)) == "action/not_a_player");
  CHECK(error_code(act(table.host, "N", version + 5)) == "action/stale_version");
  CHECK(error_code(table.host.client->request(
            {{"type", "match.action"}, {"match", table.host.match.match_id}, {"action", "N"}})) ==
        "request/missing_field");
  CHECK(error_code(table.spectator.client->request(
            {{"type", "match.resign"}, {"match", table.host.match.match_id}})) ==
        "action/not_a_player");
  // Nothing changed: the next good action applies at the same version.
  const json reply = act(table.host, "N", version);
  REQUIRE(reply.contains("result"));
  CHECK(reply["result"]["version"] == version + 1);
  CHECK(before["ply"] == 0);
}

TEST_CASE("abuse: a flooding connection gets an error, then is closed with 1008") {
  server::ServerConfig config = rate_limited_config(5, 5);
  ServerAndClient served("Flood", config);
  TestClient& client = served.client;
  for (int i = 0; i < 40; ++i) {
    beast::error_code ignored;
    client.stream().write(net::buffer(json{{"type", "ping"}, {"id", 1000 + i}}.dump()), ignored);
  }
  // A refused request still gets its own reply, with its id.
  std::optional<json> limited;
  while (auto frame = client.next_of_type("reply")) {
    if (frame->contains("error") && (*frame)["error"]["code"] == "rate/limited") {
      limited = frame;
      break;
    }
  }
  REQUIRE(limited);
  CHECK((*limited)["id"].get<int>() >= 1004);  // hello and four pings fit in the burst
  CHECK(client.wait_closed() == 1008);
}

TEST_CASE("abuse: a client that does not read is closed before it costs unbounded memory") {
  server::ServerConfig config = test_config();
  config.max_queue_bytes = 64 * 1024;
  config.rate_per_second = 100000;
  config.rate_burst = 100000;
  Table table({{"game", "fences"}}, config);
  TestClient reader(table.server.port());
  // A small receive buffer, so the kernel holds little for it.
  int small = 4096;
  setsockopt(beast::get_lowest_layer(reader.stream()).socket().native_handle(), SOL_SOCKET,
             SO_RCVBUF, &small, sizeof small);
  reader.hello("Slow");
  REQUIRE(reader.request({{"type", "room.join"}, {"room", table.room}, {"as", "spectator"}})
              .contains("result"));
  // Ask for snapshot after snapshot and never read them.
  const std::string sync =
      json{{"type", "match.sync"}, {"match", table.host.match.match_id}}.dump();
  bool closed = false;
  for (int i = 0; i < 20000 && !closed; ++i) {
    beast::error_code error;
    json body = json::parse(sync);
    body["id"] = 50000 + i;
    reader.stream().write(net::buffer(body.dump()), error);
    closed = static_cast<bool>(error);
  }
  if (!closed) closed = reader.wait_closed(5s).has_value();
  CHECK(closed);
  const auto metrics = http_get(table.server.port(), "/metrics").second;
  CHECK(metrics.find("rockpool_errors_total{code=\"connection/too_slow\"} 1") != std::string::npos);
  // The room goes on for the others.
  CHECK(table.mover().act(table.mover().match.legal().front()).contains("result"));
}

TEST_CASE("abuse: a TCP connection that never finishes the handshake is closed") {
  server::ServerConfig config = test_config();
  config.handshake_timeout = std::chrono::seconds(1);
  TestServer server(config);
  net::io_context io;
  tcp::socket socket(io);
  socket.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), server.port()));
  socket.write_some(net::buffer(std::string("GET /ws HTTP/1.1\r\nHost: x\r\n")));  // unfinished
  char byte;
  beast::error_code error;
  const auto start = std::chrono::steady_clock::now();
  socket.read_some(net::buffer(&byte, 1), error);
  CHECK(error);  // closed by the server
  CHECK(std::chrono::steady_clock::now() - start < 5s);
}

TEST_CASE("abuse: a WebSocket that never says hello is closed with 1008") {
  TestServer server;
  TestClient silent(server.port());
  // Its refusal says the server reads this connection, so its hello deadline is set before the
  // clock moves: a deadline set after the move would not fall due while the test waits.
  CHECK(silent.request({{"type", "ping"}})["error"]["code"] == "session/hello_required");
  TestClient greeted(server.port());
  greeted.hello("Greeted");
  advance_clock(test_config().handshake_timeout + std::chrono::seconds(1));
  CHECK(silent.wait_closed(5s) == 1008);
  // The deadline is for saying hello only.
  CHECK(greeted.request({{"type", "ping"}})["result"].is_object());
}

TEST_CASE("abuse: an idle peer that answers nothing is closed after the idle timeout") {
  server::ServerConfig config = test_config();
  config.idle_timeout = std::chrono::seconds(2);
  ServerAndClient served("Idle", config);
  TestClient& idle = served.client;
  std::this_thread::sleep_for(3500ms);  // not reading: the server's pings go unanswered
  beast::error_code error;
  idle.stream().write(net::buffer(std::string(R"({"type":"ping","id":1})")), error);
  if (!error) CHECK(idle.wait_closed(3s).has_value());
}

TEST_CASE("abuse: a quiet peer that answers the server's pings is kept past the idle timeout") {
  server::ServerConfig config = test_config();
  config.idle_timeout = std::chrono::seconds(2);
  ServerAndClient served("Quiet", config);
  TestClient& quiet = served.client;
  // Reading, the client answers each ping; it sends nothing else for almost twice the timeout.
  CHECK_FALSE(quiet.wait_closed(3500ms).has_value());
  CHECK(quiet.request({{"type", "ping"}})["result"].is_object());
}

TEST_CASE("abuse: an Origin outside the allow-list is refused") {
  server::ServerConfig config = test_config();
  config.allowed_origins = {"https://good.example"};
  TestServer server(config);
  CHECK_THROWS(TestClient(server.port(), "https://evil.example"));
  CHECK_THROWS(TestClient(server.port()));
  TestClient good(server.port(), "https://good.example");
  CHECK(good.hello("Good")["name"] == "Good");
}

TEST_CASE("abuse: a session may hold only so many rooms") {
  server::ServerConfig config = test_config();
  config.max_rooms_per_session = 2;
  ServerAndClient served("Hoarder", config);
  TestClient& client = served.client;
  create_room(client, {{"game", "fences"}});
  create_room(client, {{"game", "fences"}});
  CHECK(error_code(client.request({{"type", "room.create"}, {"game", "fences"}})) == "room/limit");
}

TEST_CASE("abuse: a flood in one room does not stall another room") {
  server::ServerConfig config = rate_limited_config(5, 5);
  Table table({{"game", "fences"}, {"first", "host"}}, config);
  TestClient flood(table.server.port());
  flood.hello("Flood");
  std::thread flooding([&] {
    for (int i = 0; i < 2000; ++i) {
      beast::error_code error;
      flood.stream().write(net::buffer(std::string("{garbage")), error);
      if (error) break;
    }
  });
  for (int i = 0; i < 4; ++i) {
    Seat& mover = table.mover();
    const auto start = std::chrono::steady_clock::now();
    REQUIRE(mover.act(mover.match.view["you"] == 0 ? "N" : "S").contains("result"));
    CHECK(std::chrono::steady_clock::now() - start < 2s);
    table.sync(mover);
  }
  flooding.join();
}

}  // namespace
}  // namespace rockpool::tests
