#pragma once
// The connections that watch tournaments: each watches one at most (watching another stops the
// first), and each change of a tournament's document is sent to those that watch it. Not locked:
// the hall uses it under its own lock.

#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "server/net/connection.hpp"

namespace rockpool::server {

class TournamentWatchers {
 public:
  void watch(const std::string& code, const ConnectionPtr& connection);
  void unwatch(const ConnectionPtr& connection);
  // Forgets every watcher; returns those still connected, with the code each watched.
  std::vector<std::pair<ConnectionPtr, std::string>> take_all();
  // Sends `frame` to the watchers of `code`; those whose connection closed are forgotten.
  void send(const std::string& code, const Frame& frame);

 private:
  void forget(const std::string& code, const ConnectionPtr& connection);

  std::map<std::weak_ptr<Connection>, std::string, std::owner_less<>> watching_;  // -> code
  std::unordered_map<std::string, std::vector<std::weak_ptr<Connection>>> by_code_;
};

}  // namespace rockpool::server
