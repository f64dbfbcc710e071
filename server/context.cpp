#include "server/context.hpp"

#include "server/http/static_files.hpp"
#include "server/lobby/lobby.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/net/connection.hpp"
#include "server/push/push_sender.hpp"
#include "server/tournament/tournament_hall.hpp"

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

ServerContext::ServerContext(ServerConfig server_config, net::io_context& io_context)
    : config(std::move(server_config)),
      io(io_context),
      lobby(std::make_shared<Lobby>(make_executor())),
      matchmaker(std::make_unique<Matchmaker>(*this, make_executor())),
      bots(config.bot_threads, metrics.bots),
      web_root(find_web_root(config.web_root)) {}

ServerContext::~ServerContext() {
  bots.stop();
  store_readers.join();
}

net::any_io_executor ServerContext::make_executor() {
  if (config.threads == 1) return io.get_executor();
  return net::make_strand(io);
}

}  // namespace rockpool::server
