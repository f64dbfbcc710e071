#include "server/server.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>

#include "protocol/frames.hpp"
#include "server/bots/bot_seat.hpp"
#include "server/correspondence/room_turns.hpp"
#include "server/lobby/lobby.hpp"
#include "server/lobby/matchmaker.hpp"
#include "server/lobby/room_listing.hpp"
#include "server/logging.hpp"
#include "server/net/connection.hpp"
#include "server/net/listener.hpp"
#include "server/nodes/single_node.hpp"
#include "server/push/push_sender.hpp"
#include "server/push/vapid_keys.hpp"
#include "server/ratings/rated_ends.hpp"
#include "server/requests/server_requests.hpp"
#include "server/room/live_match_gauge.hpp"
#include "server/room/room.hpp"
#include "server/room/room_opening.hpp"
#include "server/server_clock.hpp"
#include "server/server_parts.hpp"
#include "server/store/sqlite_store.hpp"
#include "server/tournament/tournament_game.hpp"
#include "server/tournament/tournament_hall.hpp"
#ifdef ROCKPOOL_WITH_POSTGRES
#include "server/cluster/postgres_cluster.hpp"
#include "server/cluster/postgres_store.hpp"
#endif

namespace rockpool::server {

namespace {

// What each room uses of this node, and the features that follow each room, each a listener of
// its room. Once the store and the cluster are set.
std::unique_ptr<RoomHost> room_host_of(ServerParts& parts) {
  const BotSeating seating{parts.bots, parts.metrics.bots, parts.config.bot_think,
                           parts.config.bot_budget_percent};
  return std::make_unique<RoomHost>(
      RoomHost{parts.executors,
               *parts.store,
               parts.metrics,
               parts.sessions,
               parts.rooms,
               parts.addresses,
               parts.public_rooms,
               {parts.config.grace_period, parts.config.room_close_delay},
               first_decision_limits(parts.config),
               [parts = &parts, seating](Room& room) {
                 seat_bot(seating, room);
                 rate_match_ends(room);
                 list_in_lobby(*parts->lobby, room);
                 parts->cluster->follow(room);
                 follow_turns(parts->turns, parts->push.get(), room);
                 follow_tournament(parts->tournaments, room);
                 count_live_matches(parts->metrics.live_matches, room);
               }});
}

// The rooms' host and quick pairing, which opens rooms there.
void host_rooms(ServerParts& parts) {
  parts.room_host = room_host_of(parts);
  parts.matchmaker = std::make_unique<Matchmaker>(*parts.room_host, *parts.cluster,
                                                  parts.config.node_id, parts.executors.make());
}

}  // namespace

Server::Server(ServerConfig config, std::unique_ptr<Store> store)
    : io_(config.threads),
      parts_(std::make_unique<ServerParts>(std::move(config), io_)),
      given_store_(std::move(store)) {}

Server::~Server() {
  // An exception out of a destructor ends the process: a stop that fails is logged instead.
  try {
    stop();
  } catch (const std::exception& error) {
    spdlog::error("stopping: {}", error.what());
  }
  // The store's reports go to the lobby's strand: they stop before the I/O does.
  if (parts_->cluster) parts_->cluster->follow_lobby({});
  // A store read still running may hold the last reference to a connection or an HTTP session,
  // whose socket then closes on that thread; the shutdown below frees the sockets' reactor state
  // without the reactor's lock, so no other thread may touch a socket while it runs.
  parts_->store_readers.join();
  // Now, while the parts are whole: left to the io_context's own destructor, which runs after
  // the parts', they would use it freed.
  io_.shut_down();
}

void Server::open_store() {
  const auto& config = parts_->config;
  if (given_store_) {
    parts_->store = std::move(given_store_);
    parts_->cluster = std::make_unique<SingleNode>(parts_->turns);
    host_rooms(*parts_);
    return;
  }
  if (!config.store) {
    spdlog::warn("the store is off: nothing survives a restart (--store off is for benchmarks)");
    parts_->store = std::make_unique<NoStore>();
    parts_->cluster = std::make_unique<SingleNode>(parts_->turns);
    host_rooms(*parts_);
    return;
  }
  // Committed batches' callbacks go to the I/O threads: one hand-off a batch.
  auto deliver = [this](std::function<void()> batch) { net::post(io_, std::move(batch)); };
  std::string where;
  if (!config.cluster.empty()) {
#ifdef ROCKPOOL_WITH_POSTGRES
    where = "postgresql";
    auto store = std::make_unique<cluster::PostgresStore>(cluster::PostgresStoreOptions{
        config.cluster, "rockpool:" + config.node_id, config.chat_retention, deliver,
        config.node_id, config.advertise});
    parts_->cluster = std::make_unique<cluster::PostgresCluster>(
        *store, cluster::PostgresClusterNode{io_, parts_->store_readers, parts_->draining,
                                             parts_->room_host, parts_->tournaments});
    parts_->store = std::move(store);
#else
    throw std::runtime_error("this rockpool was built without libpq: --cluster is not available");
#endif
  } else {
    // A data directory the server makes is its user's alone: it holds password hashes.
    if (std::filesystem::create_directories(config.data_dir)) {
      std::filesystem::permissions(config.data_dir, std::filesystem::perms::owner_all,
                                   std::filesystem::perm_options::replace);
    }
    where = (std::filesystem::path(config.data_dir) / "rockpool.db").string();
    SqliteStoreOptions options{where, config.store_full_sync, config.chat_retention, deliver};
    options.gather = config.store_gather;
    parts_->store = std::make_unique<SqliteStore>(std::move(options));
    parts_->cluster = std::make_unique<SingleNode>(parts_->turns);
  }
  host_rooms(*parts_);
  // A room another node took from this one stops here at once; so does serving tournaments.
  parts_->cluster->on_ownership_lost(
      [parts = parts_.get()](const std::string& room_id, const std::string& owner_url) {
        if (room_id == kTournamentHall) {
          if (parts->tournaments) parts->tournaments->give_away(owner_url);
        } else if (auto room = parts->rooms.by_id(room_id)) {
          room->give_away(owner_url);
        }
      });
  // Tournaments' games are served where tournaments are: taken here only with them.
  holds_tournaments_ =
      parts_->store->tournaments() && parts_->cluster->acquire_room(kTournamentHall).owned;
  // The lobby lists other nodes' rooms too, as the store reports them.
  parts_->cluster->follow_lobby(
      [lobby = parts_->lobby](LobbyChanges changes) { lobby->update_remote(std::move(changes)); });
  // Rebuild every open room and its match before anyone can connect; in cluster mode, those this
  // node can own (no live node does): the others stay where they are, or are taken over later.
  const auto started = std::chrono::steady_clock::now();
  RecoveredState recovered = parts_->store->recover();
  for (const auto& session : recovered.sessions) {
    parts_->sessions.restore(session.token, session.public_id, session.name);
  }
  int rooms = 0, matches = 0;
  for (const auto& stored : recovered.rooms) {
    if (!stored.room.tournament_id.empty() && !holds_tournaments_) continue;
    const std::optional<StoredRoom> ours = parts_->cluster->take_recovered(stored);
    if (!ours) continue;
    auto room = bring_back(*parts_->room_host, *ours);
    if (!room) {
      // Its game or its host is gone: the room closes, and a match left in it is abandoned.
      if (stored.match && !stored.match->end) {
        parts_->store->write(MatchEndRecord{stored.match->start.id, "aborted", -1, "abandoned",
                                            epoch_ms(), stored.match->actions});
      }
      parts_->store->write(RoomClosedRecord{stored.room.id, epoch_ms()});
      continue;
    }
    ++rooms;
    matches += stored.match.has_value();
  }
  recovery_seconds_ =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  spdlog::info("store {}: recovered {} room(s) with {} match(es) in {:.3f} s", where, rooms,
               matches, recovery_seconds_);
}

void Server::start() {
  const auto& config = parts_->config;
  open_store();
  if (AccountStore* account_store = parts_->store->accounts()) {
    accounts::AccountLimits limits;
    if (config.cheap_password_hashing) limits.cost = accounts::PasswordCost::cheapest();
    limits.signups_per_hour = config.signups_per_hour;
    parts_->accounts = std::make_unique<accounts::AccountService>(
        *parts_->store, *account_store, parts_->sessions, limits,
        [parts = parts_.get()](std::function<void()> job) {
          parts->store_readers.post(std::move(job));
        });
  }
  if (PushSubscriptionStore* subscriptions = parts_->store->push_subscriptions()) {
    parts_->push = std::make_unique<push::PushSender>(
        push::vapid_key(config.data_dir, *subscriptions),
        push::PushSenderOptions{config.push_contact, config.push_plain_http_loopback},
        *subscriptions, parts_->metrics);
  }
  parts_->reviews = std::make_unique<MatchReviews>(parts_->bots, config.bot_budget_percent,
                                                   parts_->store->reviews(), parts_->store_readers);
  if (TournamentStore* kept = parts_->store->tournaments()) {
    parts_->tournaments = std::make_unique<TournamentHall>(*parts_->room_host, *kept);
    if (holds_tournaments_) parts_->tournaments->restore();
  }
  const std::size_t descriptors = raise_descriptor_limit();
  parts_->connection_limit.set_cap(connection_cap(config.max_connections, descriptors));
  if (config.max_connections > 0 && config.max_connections + kReservedDescriptors > descriptors) {
    spdlog::warn("max-connections {} leaves fewer than {} of the {} descriptors to the rest",
                 config.max_connections, kReservedDescriptors, descriptors);
  }
  const tcp::endpoint endpoint(net::ip::make_address(config.host), config.port);
  requests_ = std::make_unique<ServerRequests>(*parts_);
  listener_ = std::make_shared<Listener>(requests_->http, parts_->executors,
                                         parts_->connection_limit, requests_->router, endpoint);
  listener_->run();
  schedule_sweep();
  schedule_idle_check();
  parts_->cluster->start();
  parts_->matchmaker->start();
  for (int i = 0; i < config.threads; ++i)
    threads_.emplace_back([this] { io_.run(); });
  spdlog::info(
      "listening on {}:{} with {} thread(s), at most {} connection(s); client files from {}",
      config.host, listener_->port(), config.threads, parts_->connection_limit.cap(),
      parts_->web_root);
}

std::uint16_t Server::port() const {
  return listener_ ? listener_->port() : 0;
}

void Server::schedule_sweep() {
  sweep_timer_ = std::make_unique<ServerTimer>(io_, std::chrono::minutes(1));
  sweep_timer_->async_wait([this](beast::error_code error) {
    if (error) return;
    // The store keeps every session: a token let go of here still gets its identity back.
    parts_->sessions.sweep(parts_->config.session_idle);
    parts_->addresses.sweep();
    schedule_sweep();
  });
}

void Server::schedule_idle_check() {
  // Often enough that a ping and a close come at most an eighth of the timeout late.
  const auto idle =
      std::chrono::duration_cast<std::chrono::milliseconds>(parts_->config.idle_timeout);
  const auto every =
      std::clamp(idle / 8, std::chrono::milliseconds(100), std::chrono::milliseconds(5000));
  idle_timer_ = std::make_unique<net::steady_timer>(io_, every);
  idle_timer_->async_wait([this, idle](beast::error_code error) {
    if (error) return;
    for (const auto& connection :
         parts_->connections.quiet_since(std::chrono::steady_clock::now() - idle / 2))
      connection->check_idle();
    schedule_idle_check();
  });
}

void Server::drain() {
  parts_->draining = true;
  parts_->bots.stop();  // every search is called off
  if (listener_) listener_->stop();
  parts_->matchmaker->stop();
  parts_->cluster->drain();
  net::post(io_, [this] {
    if (sweep_timer_) sweep_timer_->cancel();
    if (idle_timer_) idle_timer_->cancel();
  });
  const auto connections = parts_->connections.all();
  spdlog::info("draining: telling {} connection(s)", connections.size());
  const auto goodbye = std::make_shared<const std::string>(
      protocol::server_shutdown_frame("the server is restarting: reconnect in a moment"));
  for (const auto& connection : connections) {
    connection->send(goodbye);
    connection->close(websocket::close_code::going_away, "server shutting down");
  }
}

void Server::stop() {
  if (stopped_ || threads_.empty()) return;
  stopped_ = true;
  drain();
  parts_->cluster->follow_lobby({});
  // Wait for the connections to finish their writes and closes, within the shutdown timeout.
  const auto deadline = std::chrono::steady_clock::now() + parts_->config.shutdown_timeout;
  while (parts_->metrics.connections.load() > 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  io_.stop();
  for (auto& thread : threads_)
    thread.join();
  threads_.clear();
  // A connection whose close did not finish in time still holds its rooms, which hold it: with
  // no thread left to run its handlers, it is dropped here, or neither would ever be freed.
  for (const auto& connection : parts_->connections.all())
    connection->abandon();
  parts_->store->flush();
  spdlog::info("stopped");
}

int Server::run_until_signal() {
  net::io_context signals_io;
  net::signal_set signals(signals_io, SIGINT, SIGTERM);
  signals.async_wait(
      [](beast::error_code, int signal) { spdlog::info("signal {}: shutting down", signal); });
  signals_io.run();
  stop();
  return 0;
}

}  // namespace rockpool::server
