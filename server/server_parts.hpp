#pragma once
// What one server is made of: its configuration, metrics, sessions, store and cluster, the rooms'
// host, the features and the open connections. Owned by Server, which builds every module from
// these parts (server.cpp, requests/server_requests.hpp) and gives each what it uses through its
// constructor: no module holds the whole.

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

#include "server/accounts/account_service.hpp"
#include "server/accounts/session.hpp"
#include "server/analysis/match_reviews.hpp"
#include "server/bots/bot_pool.hpp"
#include "server/config.hpp"
#include "server/correspondence/turn_board.hpp"
#include "server/http/replay_cache.hpp"
#include "server/http/static_files.hpp"
#include "server/metrics.hpp"
#include "server/net/address_limits.hpp"
#include "server/net/connection_host.hpp"
#include "server/net/connection_limit.hpp"
#include "server/net/executors.hpp"
#include "server/net/net.hpp"
#include "server/nodes/cluster.hpp"
#include "server/room/room_directory.hpp"
#include "server/room/room_host.hpp"
#include "server/store/store.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

class Connection;
class Lobby;
class Matchmaker;
class Room;
class TournamentHall;
namespace push {
class PushSender;
}

struct ServerParts {
  ServerParts(ServerConfig config, net::io_context& io);
  ~ServerParts();

  const ServerConfig config;
  net::io_context& io;
  Executors executors{io, config.threads};
  Metrics metrics;
  SessionRegistry sessions;
  // What each room uses of this node (set with the store, before any room); it outlives the rooms
  // in the directory below and the tournament hall, which open rooms there.
  std::unique_ptr<RoomHost> room_host;
  // Tournaments, when the store keeps them; null: not offered.
  // Declared before the store: the store's last callbacks may still reach it as the store stops.
  std::unique_ptr<TournamentHall> tournaments;
  std::unique_ptr<Store> store;  // set by Server::start, before any room
  // How this node shares the rooms with the others (set with the store); after the store, which
  // it uses, so that it goes first.
  std::unique_ptr<Cluster> cluster;
  // Accounts, when the store keeps them (set with the store); used from store_readers only,
  // but for resuming a session at hello.
  std::unique_ptr<::rockpool::server::accounts::AccountService> accounts;
  // Web Push, when the store keeps subscriptions (set with the store); null: not offered.
  std::unique_ptr<push::PushSender> push;
  AddressLimits addresses{config};
  RoomDirectory rooms;
  TurnBoard turns;  // correspondence matches waiting for a decision
  std::atomic<int> public_rooms{0};
  std::shared_ptr<Lobby> lobby;
  std::unique_ptr<Matchmaker> matchmaker;  // quick pairing (set with the rooms' host)
  ConnectionSet connections;
  ConnectionHost connection_host{config, metrics, executors, connections};
  ConnectionLimit connection_limit;  // its cap is set by Server::start
  BotPool bots;                      // bots think here, never on a room's strand
  ReplayCache replays{32u << 20};    // finished matches' positions, 32 MiB at most
  // Finished matches' reviews, searched on the bots' threads (set with the store).
  std::unique_ptr<MatchReviews> reviews;
  StoreReaders store_readers{metrics.store_reads_waiting};
  std::atomic<bool> draining{false};
  std::string web_root;
  StaticFiles static_files{web_root};
};

}  // namespace rockpool::server
