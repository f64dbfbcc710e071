// HTTP on the server's port: health, readiness, metrics, the API and the client's files.

#include <doctest/doctest.h>

#include "rules/registry/registry.hpp"
#include "tests/server/net/raw_socket.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("http: /healthz and /readyz answer") {
  TestServer server;
  CHECK(http_get(server.port(), "/healthz") ==
        std::pair<int, std::string>{200, R"({"status":"ok"})"});
  CHECK(http_get(server.port(), "/readyz").first == 200);
}

TEST_CASE("http: /api/games lists every registered game with options, ranges and defaults") {
  TestServer server;
  auto [status, body] = http_get(server.port(), "/api/games");
  REQUIRE(status == 200);
  const json games = json::parse(body)["games"];
  REQUIRE(games.size() == rules::registered_games().size());
  for (const auto& game : games) {
    CHECK(rules::find_game(game["id"].get<std::string>()) != nullptr);
    bool has_ply_limit = false, has_first = false;
    for (const auto& option : game["options"]) {
      has_ply_limit |= option["name"] == "ply_limit";
      has_first |= option["name"] == "first";
      CHECK(option.contains("default"));
    }
    CHECK(has_ply_limit);
    CHECK(has_first);
    CHECK(game["clock"]["initial_s"]["min"].is_number());
  }
}

TEST_CASE("http: /metrics is Prometheus text with the process metrics") {
  TestServer server;
  // Not a structured binding: clang 14 cannot capture one in the lambda CHECK_MESSAGE makes.
  const auto [status, text] = http_get(server.port(), "/metrics");
  REQUIRE(status == 200);
  const std::string& body = text;
  for (const char* name :
       {"process_cpu_seconds_total", "process_resident_memory_bytes", "rockpool_connections",
        "rockpool_rooms", "rockpool_live_matches", "rockpool_actions_total",
        "rockpool_action_seconds_bucket", "rockpool_bytes_out_total"}) {
    CHECK_MESSAGE(body.find(std::string("\n") + name) != std::string::npos, name);
  }
}

TEST_CASE("http: / and /r/<code> serve the client's page; nothing outside its folder") {
  TestServer server;
  auto [status, page] = http_get(server.port(), "/");
  CHECK(status == 200);
  CHECK(page.find("<") != std::string::npos);
  CHECK(http_get(server.port(), "/r/AbCdEf").second == page);
  for (const char* bad :
       {"/../CMakeLists.txt", "/.hidden", "/x/../index.html", "/nope.js", "/%2e%2e/etc/passwd"}) {
    CHECK_MESSAGE(http_get(server.port(), bad).first == 404, bad);
  }
}

TEST_CASE("http: /api/rooms lists public rooms only") {
  TestServer server;
  TestClient host(server.port());
  host.hello("Host");
  create_room(host, {{"game", "fences"}, {"public", true}});
  create_room(host, {{"game", "fences"}, {"public", false}});
  json rooms;
  for (int attempt = 0; attempt < 50; ++attempt) {  // the lobby publishes every 100 ms
    rooms = json::parse(http_get(server.port(), "/api/rooms").second)["rooms"];
    if (!rooms.empty()) break;
    std::this_thread::sleep_for(50ms);
  }
  REQUIRE(rooms.size() == 1);
  CHECK(rooms[0]["game"] == "fences");
  CHECK(rooms[0]["status"] == "waiting");
}

TEST_CASE("http: HEAD then GET pipelined on one connection get two answers in order") {
  TestServer server;
  RawSocket socket(server.port());
  socket.send(
      "HEAD /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const auto head = socket.read_response(true);
  REQUIRE(head);
  CHECK(head->status == 200);
  CHECK(head->content_length == std::string_view(R"({"status":"ok"})").size());
  CHECK(head->field("Content-Type") == "application/json");
  const auto get = socket.read_response();
  REQUIRE(get);
  CHECK_MESSAGE(get->status == 200, "the second answer began: " << get->head.substr(0, 40));
  CHECK(get->body == R"({"status":"ok"})");
  CHECK(socket.buffered().empty());
}

TEST_CASE("http: HEAD of every kind of route has the GET answer's status and Content-Length") {
  TestServer server;
  for (const std::string target :
       {"/", "/r/AbCdEf", "/style.css", "/readyz", "/api/games", "/api/rooms", "/api/matches",
        "/api/matches/nope", "/api/nope", "/nope.js"}) {
    RawSocket socket(server.port());
    const std::string host = " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    socket.send("HEAD " + target + host + "GET " + target + host);
    const auto head = socket.read_response(true);
    const auto get = socket.read_response();
    REQUIRE_MESSAGE(head, target);
    REQUIRE_MESSAGE(get, target);
    CHECK_MESSAGE(head->status == get->status, target);
    CHECK_MESSAGE(head->content_length == get->body.size(), target);
    CHECK_MESSAGE(head->field("Content-Type") == get->field("Content-Type"), target);
    CHECK_MESSAGE(socket.buffered().empty(), target);
  }
}

}  // namespace
}  // namespace rockpool::tests
