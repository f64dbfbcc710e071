#pragma once
// This node in the `nodes` table: registered at start (a new incarnation), then its heartbeat
// once a second on a connection and a thread of its own, so that other nodes can tell a live
// owner from a dead one (a heartbeat older than kNodeTimeout) and where to send its rooms'
// clients. A heartbeat that fails is logged and tried again on a new connection; once a new
// connection is open, `reconnected` runs (on this thread, before the beat): the database is back.
// It runs too before the first beat after a silence longer than kNodeTimeout (the node was frozen,
// or its beats failed): other nodes may have ended its sessions and taken its rooms meanwhile, and
// the node must learn it before it counts as live again, not at each room's next write.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace rockpool::server::cluster {

class PgConnection;

// A node whose heartbeat is older counts as dead: its rooms may be taken over.
inline constexpr std::chrono::seconds kNodeTimeout{3};
inline constexpr std::chrono::seconds kHeartbeatEvery{1};

class NodeHeartbeat {
 public:
  // Registers the node (throws if the database refuses); `advertise`: its ws:// address, or empty.
  NodeHeartbeat(const std::string& conninfo, const std::string& application_name,
                std::string node_id, std::string advertise, std::function<void()> reconnected = {});
  ~NodeHeartbeat();
  NodeHeartbeat(const NodeHeartbeat&) = delete;
  NodeHeartbeat& operator=(const NodeHeartbeat&) = delete;

 private:
  void run();
  void beat();

  std::string node_id_;
  std::string advertise_;
  std::function<void()> reconnected_;
  std::unique_ptr<PgConnection> db_;
  std::chrono::steady_clock::time_point last_beat_;  // the last beat that committed
  std::mutex mutex_;
  std::condition_variable stop_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace rockpool::server::cluster
