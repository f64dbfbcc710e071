#include "server/tournament/tournament_watchers.hpp"

namespace rockpool::server {

void TournamentWatchers::watch(const std::string& code, const ConnectionPtr& connection) {
  std::weak_ptr<Connection> key = connection;
  if (auto it = watching_.find(key); it != watching_.end()) forget(it->second, connection);
  // Connections that closed are forgotten as watchers come and go.
  std::erase_if(watching_, [](const auto& watched) { return watched.first.expired(); });
  watching_[key] = code;
  by_code_[code].push_back(key);
}

void TournamentWatchers::unwatch(const ConnectionPtr& connection) {
  auto it = watching_.find(std::weak_ptr<Connection>(connection));
  if (it == watching_.end()) return;
  forget(it->second, connection);
  watching_.erase(it);
}

std::vector<std::pair<ConnectionPtr, std::string>> TournamentWatchers::take_all() {
  std::vector<std::pair<ConnectionPtr, std::string>> all;
  for (const auto& [watcher, code] : watching_) {
    if (auto connection = watcher.lock()) all.emplace_back(std::move(connection), code);
  }
  watching_.clear();
  by_code_.clear();
  return all;
}

void TournamentWatchers::send(const std::string& code, const Frame& frame) {
  auto found = by_code_.find(code);
  if (found == by_code_.end()) return;
  std::erase_if(found->second, [&](const std::weak_ptr<Connection>& watcher) {
    auto connection = watcher.lock();
    if (connection) connection->send(frame);
    return !connection;
  });
}

void TournamentWatchers::forget(const std::string& code, const ConnectionPtr& connection) {
  auto found = by_code_.find(code);
  if (found == by_code_.end()) return;
  std::erase_if(found->second,
                [&](const std::weak_ptr<Connection>& w) { return w.lock() == connection; });
  if (found->second.empty()) by_code_.erase(found);
}

}  // namespace rockpool::server
