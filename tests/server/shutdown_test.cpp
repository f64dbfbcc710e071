// SIGTERM: stop accepting, tell clients, finish writes, exit within 10 s with code 0.

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <memory>
#include <thread>

#include "server/server_parts.hpp"
#include "tests/server/child_process.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_client.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("shutdown: SIGTERM tells clients, closes them with 1001 and exits 0 within 10 s") {
  TempDir data;
  ChildProcess server({ROCKPOOL_BINARY, "serve", "--listen", "127.0.0.1:0", "--log-level", "warn",
                       "--data-dir", data.path()});
  auto line = server.wait_for_line("http://", 10s);
  REQUIRE(line);
  const int port = port_in(*line);
  TestClient client(static_cast<std::uint16_t>(port));
  client.hello("Last");
  REQUIRE(client.request({{"type", "room.create"}, {"game", "fences"}}).contains("result"));
  const auto start = std::chrono::steady_clock::now();
  server.signal(SIGTERM);
  auto goodbye = client.next_of_type("server.shutdown", 5s);
  CHECK(goodbye);
  CHECK(client.wait_closed(5s) == 1001);
  CHECK(server.wait_exit(10s) == 0);
  CHECK(std::chrono::steady_clock::now() - start < 10s);
}

// A store read may hold the last reference to a connection, whose socket then closes on the
// reader's thread. The server must wait for such reads before it frees its sockets' state, which
// it does without the reactor's lock: under TSan this fails if the server does not wait.
TEST_CASE("shutdown: a store read still running as the server goes closes its socket safely") {
  std::atomic<bool> closed = false;
  {
    TestServer server;
    server::ServerParts& parts = server.server().parts();
    auto socket = std::make_shared<server::tcp::socket>(parts.io);
    socket->open(server::tcp::v4());
    parts.store_readers.post([socket = std::move(socket), &closed]() mutable {
      std::this_thread::sleep_for(300ms);  // past the server's stop: its shutdown is next
      socket.reset();
      closed = true;
    });
  }
  CHECK(closed);
}

TEST_CASE("shutdown: a bad configuration is refused at start with a clear message") {
  ChildProcess bad({ROCKPOOL_BINARY, "serve", "--listen", "nowhere", "--threads", "2"});
  CHECK(bad.wait_exit(5s) == 2);
  ChildProcess env({ROCKPOOL_BINARY, "serve"}, {"ROCKPOOL_THREADS=lots"});
  CHECK(env.wait_exit(5s) == 2);
  ChildProcess help({ROCKPOOL_BINARY, "serve", "--help"});
  CHECK(help.wait_for_line("ROCKPOOL_LISTEN", 5s));
  CHECK(help.wait_exit(5s) == 0);
}

}  // namespace
}  // namespace rockpool::tests
