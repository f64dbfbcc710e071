#include "server/net/connection_set.hpp"

#include "server/net/connection.hpp"

namespace rockpool::server {

void ConnectionSet::add(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(mutex_);
  connections_[connection.get()] = connection;
}

void ConnectionSet::remove(const Connection* connection) {
  std::lock_guard lock(mutex_);
  connections_.erase(connection);
}

std::vector<std::shared_ptr<Connection>> ConnectionSet::all() const {
  std::vector<std::shared_ptr<Connection>> all;
  std::lock_guard lock(mutex_);
  all.reserve(connections_.size());
  for (const auto& [key, weak] : connections_) {
    if (auto connection = weak.lock()) all.push_back(std::move(connection));
  }
  return all;
}

std::vector<std::shared_ptr<Connection>> ConnectionSet::quiet_since(
    std::chrono::steady_clock::time_point since) const {
  std::vector<std::shared_ptr<Connection>> quiet;
  std::lock_guard lock(mutex_);
  for (const auto& [key, weak] : connections_) {
    auto connection = weak.lock();
    if (connection && connection->last_heard() < since) quiet.push_back(std::move(connection));
  }
  return quiet;
}

}  // namespace rockpool::server
