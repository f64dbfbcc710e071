#pragma once
// Quick pairing on this node: the seek pool (seek_pool.hpp) on the server's clock, with the
// connection each seek came from. Pairs on each new seek and every kTick; each pair gets a private
// room with both players seated, whose match starts at once, and each player's connection a
// seek.paired frame saying where to join. In cluster mode each node pairs its own seekers.

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/connection.hpp"
#include "server/net.hpp"
#include "server/responder.hpp"
#include "server/seek_pool.hpp"

namespace rockpool::server {

struct ServerContext;

class Matchmaker {
 public:
  static constexpr std::chrono::seconds kTick{1};

  Matchmaker(ServerContext& context, net::any_io_executor executor);

  void start();  // the periodic pairing
  void stop();   // a shutdown: no more pairing, and every seek is dropped

  // From any thread. Adds the responder's session's seek (in place of its earlier one), answers,
  // and pairs what can be paired now.
  void seek(const Responder& responder, const PoolKey& pool, double rating);
  void cancel(const Responder& responder);
  // The connection closed: its session's seek goes if it came from there.
  void connection_closed(const Connection* connection, const SessionPtr& session);
  std::size_t waiting() const;

 private:
  struct Seeker {
    std::weak_ptr<Connection> connection;
    const Connection* address = nullptr;  // to tell which connection it came from
    SessionPtr session;
  };
  struct Paired {
    Pairing pairing;
    std::array<Seeker, 2> seekers;  // the first seeker's, the second's
    std::array<ConnectionPtr, 2> connections;
  };

  // With the mutex held: the pairs the pool makes now, each taken out of it.
  std::vector<Paired> take_pairs();
  void open_rooms(const std::vector<Paired>& pairs);
  void schedule_tick();
  static std::int64_t now_ms();

  ServerContext& context_;
  net::any_io_executor executor_;
  ServerTimer timer_;
  mutable std::mutex mutex_;
  SeekPool pool_;
  std::unordered_map<std::string, Seeker> seekers_;  // by the pool's seeker: a session's public id
  bool stopped_ = false;
};

}  // namespace rockpool::server
