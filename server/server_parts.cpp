#include "server/server_parts.hpp"

#include "server/http/static_files.hpp"
#include "server/lobby/lobby.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/net/connection.hpp"
#include "server/push/push_sender.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

ServerParts::ServerParts(ServerConfig server_config, net::io_context& io_context)
    : config(std::move(server_config)),
      io(io_context),
      lobby(std::make_shared<Lobby>(executors.make())),
      bots(config.bot_threads, metrics.bots),
      web_root(find_web_root(config.web_root)) {}

ServerParts::~ServerParts() {
  bots.stop();
  store_readers.join();
}

}  // namespace rockpool::server
