#pragma once
// What every part of the server shares: configuration, metrics, sessions, the room directory,
// the lobby and the open connections. Created once by Server; everything else holds a reference.

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
#include "server/bots/bot_pool.hpp"
#include "server/config.hpp"
#include "server/correspondence/turn_board.hpp"
#include "server/http/replay_cache.hpp"
#include "server/http/static_files.hpp"
#include "server/lobby/room_directory.hpp"
#include "server/metrics.hpp"
#include "server/net/address_limits.hpp"
#include "server/net/connection_limit.hpp"
#include "server/net/net.hpp"
#include "server/nodes/cluster.hpp"
#include "server/store/store.hpp"

namespace rockpool::server {

class Connection;
class Lobby;
class Matchmaker;
class Room;
class TournamentHall;
namespace push {
class PushSender;
}

// The open WebSocket connections, so that a shutdown can tell each of them and the idle
// timeout can be checked for all of them by one timer.
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

struct ServerContext {
  ServerContext(ServerConfig config, net::io_context& io);
  ~ServerContext();

  // An executor for one connection, room or the lobby: a strand when several threads run the
  // I/O; with one thread everything is serialised already and a strand only costs time.
  net::any_io_executor make_executor();
  // Runs `work` later on `target`'s executor: one that make_executor() made, or an I/O object's
  // on one. With one thread that is the io_context's own: posted by its concrete type, a hop
  // spares the type-erased executor's copy and its indirect calls (a room's request and each
  // frame it sends take one hop each).
  template <class Target, class Work>
  void post(Target& target, Work&& work) {
    if (config.threads == 1) return net::post(io, std::forward<Work>(work));
    if constexpr (requires { target.get_executor(); }) {
      net::post(target.get_executor(), std::forward<Work>(work));
    } else {
      net::post(target, std::forward<Work>(work));
    }
  }

  const ServerConfig config;
  net::io_context& io;
  Metrics metrics;
  SessionRegistry sessions;
  // Tournaments, when the store keeps them and the server is one node; null: not offered.
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
  // The features that listen to every room (a bot's seat, the lobby's listing, the turn lines):
  // set by Server, and attached to each room made or read back, before it opens or resumes.
  std::function<void(Room&)> attach_room_features;
  TurnBoard turns;  // correspondence matches waiting for a decision
  std::atomic<int> public_rooms{0};
  std::shared_ptr<Lobby> lobby;
  std::unique_ptr<Matchmaker> matchmaker;  // quick pairing
  ConnectionSet connections;
  ConnectionLimit connection_limit;  // its cap is set by Server::start
  BotPool bots;                      // bots think here, never on a room's strand
  ReplayCache replays{32u << 20};    // finished matches' positions, 32 MiB at most
  // History requests read the store here, so that a slow disk or a long query never holds a
  // network thread; past kMaxStoreReadsWaiting waiting (metrics.store_reads_waiting), they are
  // refused.
  net::thread_pool store_readers{2};
  static constexpr int kMaxStoreReadsWaiting = 64;
  std::atomic<bool> draining{false};
  std::string web_root;
  StaticFiles static_files{web_root};
};

}  // namespace rockpool::server
