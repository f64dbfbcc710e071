// The connection cap: past it, a new connection is answered 503 at once and closed, rather than
// left hanging in the listen backlog; a freed slot takes a new connection.

#include "server/net/connection_limit.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <vector>

#include "server/config.hpp"
#include "tests/server/net/raw_socket.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

constexpr const char* kHealthz = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

// A new connection's answer to GET /healthz, retried while it is 503: a closed slot is given back
// once the server has seen the close.
std::optional<RawResponse> healthz_once_free(std::uint16_t port,
                                             std::unique_ptr<RawSocket>& socket) {
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  std::optional<RawResponse> answer;
  do {
    socket = std::make_unique<RawSocket>(port);
    socket->send(kHealthz);
    answer = socket->read_response();
    if (answer && answer->status != 503) return answer;
    std::this_thread::sleep_for(20ms);
  } while (std::chrono::steady_clock::now() < deadline);
  return answer;
}

TEST_CASE(
    "connection cap: the 4th connection of 3 allowed gets 503 at once; a freed slot is used") {
  server::ServerConfig config = test_config();
  config.max_connections = 3;
  TestServer server(config);
  auto held = connections_to<RawSocket>(server.port(), 3);

  // A blocking read bounded by the socket's timeout: the 503 must arrive within it.
  const auto started = std::chrono::steady_clock::now();
  RawSocket refused(server.port(), 3s);
  refused.send(kHealthz);
  const auto answer = refused.read_response();
  REQUIRE_MESSAGE(answer, "no answer past the cap within the socket timeout");
  CHECK(std::chrono::steady_clock::now() - started < 2s);
  CHECK(answer->status == 503);
  CHECK(answer->field("Connection") == "close");
  CHECK(answer->body.find("connection limit") != std::string::npos);
  CHECK_FALSE(refused.read_response());  // then closed

  held[0]->close();
  std::unique_ptr<RawSocket> fresh;
  const auto healthz = healthz_once_free(server.port(), fresh);
  REQUIRE(healthz);
  CHECK(healthz->status == 200);
  CHECK(healthz->body == R"({"status":"ok"})");

  // The refusal is counted on /metrics (same keep-alive connection).
  fresh->send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const auto metrics = fresh->read_response();
  REQUIRE(metrics);
  const auto line = metrics->body.find("\nrockpool_connections_refused_total ");
  REQUIRE(line != std::string::npos);
  CHECK(std::stod(metrics->body.substr(line + 36)) >= 1);
}

TEST_CASE("connection cap: WebSocket connections hold their slot until they close") {
  server::ServerConfig config = test_config();
  config.max_connections = 2;
  TestServer server(config);
  auto player = std::make_unique<TestClient>(server.port());
  player->hello("Ada");
  RawSocket other(server.port());
  RawSocket refused(server.port(), 3s);
  const auto answer = refused.read_response();
  REQUIRE(answer);
  CHECK(answer->status == 503);

  player->close();
  player.reset();
  std::unique_ptr<RawSocket> fresh;
  const auto healthz = healthz_once_free(server.port(), fresh);
  REQUIRE(healthz);
  CHECK(healthz->status == 200);
}

TEST_CASE("connection cap: 0 means the descriptor limit less the reserve") {
  CHECK(server::connection_cap(0, 1024) == 1024 - server::kReservedDescriptors);
  CHECK(server::connection_cap(0, 10) == 1);
  CHECK(server::connection_cap(7, 1024) == 7);
  CHECK(server::raise_descriptor_limit() >= 64);
}

TEST_CASE("connection cap: --max-connections and ROCKPOOL_MAX_CONNECTIONS set it") {
  CHECK(server::parse_server_config({"--max-connections", "3"}, nullptr).config.max_connections ==
        3);
  std::string variable = "ROCKPOOL_MAX_CONNECTIONS=12";
  char* environment[] = {variable.data(), nullptr};
  CHECK(server::parse_server_config({}, environment).config.max_connections == 12);
  CHECK(server::parse_server_config({"--max-connections=-1"}, nullptr).error);
  CHECK(server::server_config_help().find("--max-connections") != std::string::npos);
}

}  // namespace
}  // namespace rockpool::tests
