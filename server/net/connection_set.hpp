#pragma once
// The open WebSocket connections, so that a shutdown can tell each of them and the idle timeout
// can be checked for all of them by one timer.

#include <chrono>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace rockpool::server {

class Connection;

class ConnectionSet {
 public:
  void add(const std::shared_ptr<Connection>& connection);
  void remove(const Connection* connection);
  std::vector<std::shared_ptr<Connection>> all() const;
  // Those that have heard nothing from their peers since `since`.
  std::vector<std::shared_ptr<Connection>> quiet_since(
      std::chrono::steady_clock::time_point since) const;

 private:
  mutable std::mutex mutex_;
  std::unordered_map<const Connection*, std::weak_ptr<Connection>> connections_;
};

}  // namespace rockpool::server
