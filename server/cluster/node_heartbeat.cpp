#include "server/cluster/node_heartbeat.hpp"

#include <spdlog/spdlog.h>

#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

NodeHeartbeat::NodeHeartbeat(const std::string& conninfo, const std::string& application_name,
                             std::string node_id, std::string advertise)
    : node_id_(std::move(node_id)),
      advertise_(std::move(advertise)),
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
  thread_ = std::thread([this] { run(); });
}

NodeHeartbeat::~NodeHeartbeat() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stop_.notify_all();
  thread_.join();
}

void NodeHeartbeat::beat() {
  try {
    if (db_->broken()) db_->reconnect();
    db_->run("beat", PgParams().text(node_id_).text(advertise_));
  } catch (const std::exception& error) {
    spdlog::warn("cluster: heartbeat failed: {}", error.what());
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
