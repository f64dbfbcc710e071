#include "server/cluster/node_heartbeat.hpp"

#include <spdlog/spdlog.h>

#include "server/cluster/pg_connection.hpp"
#include "server/store/stop_worker.hpp"

namespace rockpool::server::cluster {

NodeHeartbeat::NodeHeartbeat(const std::string& conninfo, const std::string& application_name,
                             std::string node_id, std::string advertise,
                             std::function<void()> reconnected)
    : node_id_(std::move(node_id)),
      advertise_(std::move(advertise)),
      reconnected_(std::move(reconnected)),
      db_(std::make_unique<PgConnection>(conninfo, application_name + " heartbeat")) {
  db_->prepare("beat",
               "INSERT INTO nodes (node_id, advertise, incarnation, heartbeat_at) "
               "VALUES ($1, $2, 1, now()) ON CONFLICT (node_id) DO UPDATE SET advertise = $2, "
               "heartbeat_at = now()");
  db_->query(
      "INSERT INTO nodes (node_id, advertise, incarnation, heartbeat_at) VALUES ($1, $2, 1, now()) "
      "ON CONFLICT (node_id) DO UPDATE SET advertise = $2, incarnation = nodes.incarnation + 1, "
      "heartbeat_at = now()",
      PgParams().text(node_id_).text(advertise_));
  last_beat_ = std::chrono::steady_clock::now();
  thread_ = std::thread([this] { run(); });
}

NodeHeartbeat::~NodeHeartbeat() {
  stop_worker(mutex_, stopping_, stop_, thread_);
}

void NodeHeartbeat::beat() {
  // The steady clock runs on while the process is stopped: a thawed node sees the gap.
  const bool was_silent = std::chrono::steady_clock::now() - last_beat_ > kNodeTimeout;
  // A connection that went away (PostgreSQL restarted, say) is found by the beat that fails on it:
  // a new one is tried at once.
  for (int attempt = 1;; ++attempt) {
    try {
      if (db_->broken()) {
        db_->reconnect();
        // Before the first beat on the new connection: other nodes leave this node's rooms to it
        // until it beats again (rockpool_take), so its writer takes their locks again first.
        if (reconnected_) reconnected_();
      } else if (was_silent && reconnected_) {
        // Silent for longer than the timeout: its writer may have been ended by another node
        // (rockpool_fence_owner), which took its rooms; found now, such a room stops here at once
        // instead of serving its stale copy until its next write is refused.
        reconnected_();
      }
      db_->run("beat", PgParams().text(node_id_).text(advertise_));
      last_beat_ = std::chrono::steady_clock::now();
      return;
    } catch (const std::exception& error) {
      if (attempt == 2 || !db_->broken()) {
        spdlog::warn("cluster: heartbeat failed: {}", error.what());
        return;
      }
    }
  }
}

void NodeHeartbeat::run() {
  std::unique_lock lock(mutex_);
  while (!stop_.wait_for(lock, kHeartbeatEvery, [this] { return stopping_; })) {
    lock.unlock();
    beat();
    lock.lock();
  }
}

}  // namespace rockpool::server::cluster
