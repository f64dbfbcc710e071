#pragma once
// The game server: one process, one port. Runs its I/O on N threads until stopped; a stop (or
// SIGTERM) drains: no new connections, every client told, queued writes finished, then exit.

#include <memory>
#include <thread>
#include <vector>

#include "server/config.hpp"
#include "server/net/net.hpp"
#include "server/store/store.hpp"

namespace rockpool::server {

struct ServerParts;
struct ServerRequests;
class Listener;

// An io_context whose services can be shut down before it is destroyed: that destroys the
// handlers still queued, and with them the last references to rooms and connections, whose
// destructors need the server's parts.
// Not final: Asio detects executors by deriving from the type.
class IoContext : public net::io_context {
 public:
  using net::io_context::io_context;
  void shut_down() { shutdown(); }
};

class Server {
 public:
  // `store`: the store to use instead of the one the configuration names (tests wrap the real one).
  explicit Server(ServerConfig config, std::unique_ptr<Store> store = nullptr);
  ~Server();

  // Binds and starts the threads; throws if the address cannot be bound.
  void start();
  std::uint16_t port() const;
  // Drains and stops (from any thread); returns once every thread has ended.
  void stop();
  // Blocks until SIGTERM or SIGINT, then drains and stops.
  int run_until_signal();

  // What the server is made of, for tests and benchmarks that watch what no client can see.
  ServerParts& parts() { return *parts_; }
  // How long rebuilding the stored rooms took at start.
  double recovery_seconds() const { return recovery_seconds_; }

 private:
  void open_store();
  void drain();
  void schedule_sweep();
  void schedule_idle_check();

  IoContext io_;
  std::unique_ptr<ServerParts> parts_;
  // Every request kind's handler, the router and the HTTP routes (made once the store is open);
  // after the parts they use.
  std::unique_ptr<ServerRequests> requests_;
  std::shared_ptr<Listener> listener_;
  std::unique_ptr<ServerTimer> sweep_timer_;
  // Real time, not the server's clock: a test that moves that clock by days keeps its
  // connections.
  std::unique_ptr<net::steady_timer> idle_timer_;
  std::vector<std::thread> threads_;
  bool stopped_ = false;
  double recovery_seconds_ = 0;
  bool holds_tournaments_ = false;  // this node serves tournaments (kTournamentHall is its)
  std::unique_ptr<Store> given_store_;
};

}  // namespace rockpool::server
