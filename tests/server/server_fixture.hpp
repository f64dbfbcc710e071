#pragma once
// A real server in this process on a free port of 127.0.0.1, and the client-side bookkeeping a
// test needs: one recipient's view kept up to date from snapshots and patches.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "server/server.hpp"
#include "server/store/store.hpp"
#include "tests/server/test_client.hpp"

namespace rockpool::tests {

server::ServerConfig test_config();
// test_config() with a budget of `burst` messages a connection, refilled at `per_second`.
server::ServerConfig rate_limited_config(double per_second, double burst);

// Moves the clock of every server in this process forward: the timers due by then fire at once
// (grace periods, chess clocks, room closing, the hello deadline, session sweeps).
inline void advance_clock(server::ServerClock::duration by) {
  server::ServerClock::advance(by);
}

// A temporary folder, removed with everything in it.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// A server on a free port with its data in a folder of its own (a fresh one unless the config
// names one: then a restart on the same folder recovers what the last server stored).
class TestServer {
 public:
  explicit TestServer(server::ServerConfig config = test_config(),
                      std::unique_ptr<server::Store> store = nullptr);
  ~TestServer();
  std::uint16_t port() const { return server_->port(); }
  server::Server& server() { return *server_; }

 private:
  std::unique_ptr<TempDir> data_;
  std::unique_ptr<server::Server> server_;
};

// One recipient's view of a match, kept by applying the server's frames in order.
class MatchView {
 public:
  // Takes a frame (a snapshot, a patch, or a reply carrying an update); returns whether it was
  // about this match view. A patch whose base is not this view's version fails the test.
  bool take(const json& frame);
  bool ready() const { return version >= 0; }
  bool decides() const { return ready() && view.value("decide", false); }
  std::vector<std::string> legal() const;
  std::string status() const { return view["status"]["state"]; }

  std::string match_id;
  std::string room_id;
  std::int64_t version = -1;
  json view;
};

// A player or spectator: a client and its view of the room's match.
struct Seat {
  std::unique_ptr<TestClient> client;
  MatchView match;

  // Reads frames for up to `wait`, feeding match frames to the view; returns once a frame
  // satisfying `until` arrived (or the wait ended, returning false).
  bool pump(const std::function<bool(const json&)>& until, std::chrono::milliseconds wait = 5s);
  // Sends an action at the view's version; returns the reply frame (its update is applied).
  json act(const std::string& action);
};

// Lets each seat's view catch up until it shows both players connected.
void await_both_connected(Seat& one, Seat& other);

// `count` connections of one kind (TestClient, RawSocket) to `port`, all open at once.
template <typename Connection>
std::vector<std::unique_ptr<Connection>> connections_to(std::uint16_t port, int count) {
  std::vector<std::unique_ptr<Connection>> connections;
  for (int i = 0; i < count; ++i)
    connections.push_back(std::make_unique<Connection>(port));
  return connections;
}

// Creates a room as `host` and returns the reply's result.
json create_room(TestClient& host, const json& settings);

}  // namespace rockpool::tests
