#include "server/server.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>

#include "protocol/frames.hpp"
#include "server/bots/bot_seat.hpp"
#include "server/context.hpp"
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
std::unique_ptr<RoomHost> room_host_of(ServerContext& context) {
  const BotSeating seating{context.bots, context.metrics.bots, context.config.bot_think,
                           context.config.bot_budget_percent};
  return std::make_unique<RoomHost>(
      RoomHost{context.executors,
               *context.store,
               context.metrics,
               context.sessions,
               context.rooms,
               context.addresses,
               context.public_rooms,
               {context.config.grace_period, context.config.room_close_delay},
               first_decision_limits(context.config),
               [context = &context, seating](Room& room) {
                 seat_bot(seating, room);
                 rate_match_ends(room);
                 list_in_lobby(*context->lobby, room);
                 context->cluster->follow(room);
                 follow_turns(context->turns, context->push.get(), room);
                 follow_tournament(context->tournaments, room);
                 count_live_matches(context->metrics.live_matches, room);
               }});
}

// The rooms' host and quick pairing, which opens rooms there.
void host_rooms(ServerContext& context) {
  context.room_host = room_host_of(context);
  context.matchmaker = std::make_unique<Matchmaker>(
      *context.room_host, *context.cluster, context.config.node_id, context.executors.make());
}

}  // namespace

Server::Server(ServerConfig config, std::unique_ptr<Store> store)
    : io_(config.threads),
      context_(std::make_unique<ServerContext>(std::move(config), io_)),
      given_store_(std::move(store)) {}

Server::~Server() {
  // An exception out of a destructor ends the process: a stop that fails is logged instead.
  try {
    stop();
  } catch (const std::exception& error) {
    spdlog::error("stopping: {}", error.what());
  }
  // The store's reports go to the lobby's strand: they stop before the I/O does.
  if (context_->cluster) context_->cluster->follow_lobby({});
  // A store read still running may hold the last reference to a connection or an HTTP session,
  // whose socket then closes on that thread; the shutdown below frees the sockets' reactor state
  // without the reactor's lock, so no other thread may touch a socket while it runs.
  context_->store_readers.join();
  // Now, while the context is whole: left to the io_context's own destructor, which runs after
  // the context's, they would use it freed.
  io_.shut_down();
}

void Server::open_store() {
  const auto& config = context_->config;
  if (given_store_) {
    context_->store = std::move(given_store_);
    context_->cluster = std::make_unique<SingleNode>(context_->turns);
    host_rooms(*context_);
    return;
  }
  if (!config.store) {
    spdlog::warn("the store is off: nothing survives a restart (--store off is for benchmarks)");
    context_->store = std::make_unique<NoStore>();
    context_->cluster = std::make_unique<SingleNode>(context_->turns);
    host_rooms(*context_);
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
    context_->cluster = std::make_unique<cluster::PostgresCluster>(*store, *context_);
    context_->store = std::move(store);
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
    context_->store = std::make_unique<SqliteStore>(std::move(options));
    context_->cluster = std::make_unique<SingleNode>(context_->turns);
  }
  host_rooms(*context_);
  // A room another node took from this one stops here at once; so does serving tournaments.
  context_->cluster->on_ownership_lost(
      [context = context_.get()](const std::string& room_id, const std::string& owner_url) {
        if (room_id == kTournamentHall) {
          if (context->tournaments) context->tournaments->give_away(owner_url);
        } else if (auto room = context->rooms.by_id(room_id)) {
          room->give_away(owner_url);
        }
      });
  // Tournaments' games are served where tournaments are: taken here only with them.
  holds_tournaments_ = context_->store->keeps_tournaments() &&
                       context_->cluster->acquire_room(kTournamentHall).owned;
  // The lobby lists other nodes' rooms too, as the store reports them.
  context_->cluster->follow_lobby([lobby = context_->lobby](LobbyChanges changes) {
    lobby->update_remote(std::move(changes));
  });
  // Rebuild every open room and its match before anyone can connect; in cluster mode, those this
  // node can own (no live node does): the others stay where they are, or are taken over later.
  const auto started = std::chrono::steady_clock::now();
  RecoveredState recovered = context_->store->recover();
  for (const auto& session : recovered.sessions) {
    context_->sessions.restore(session.token, session.public_id, session.name);
  }
  int rooms = 0, matches = 0;
  for (const auto& stored : recovered.rooms) {
    if (!stored.room.tournament_id.empty() && !holds_tournaments_) continue;
    const std::optional<StoredRoom> ours = context_->cluster->take_recovered(stored);
    if (!ours) continue;
    auto room = bring_back(*context_->room_host, *ours);
    if (!room) {
      // Its game or its host is gone: the room closes, and a match left in it is abandoned.
      if (stored.match && !stored.match->end) {
        context_->store->write(MatchEndRecord{stored.match->start.id, "aborted", -1, "abandoned",
                                              epoch_ms(), stored.match->actions});
      }
      context_->store->write(RoomClosedRecord{stored.room.id, epoch_ms()});
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
  const auto& config = context_->config;
  open_store();
  if (AccountStore* account_store = context_->store->accounts()) {
    accounts::AccountLimits limits;
    if (config.cheap_password_hashing) limits.cost = accounts::PasswordCost::cheapest();
    limits.signups_per_hour = config.signups_per_hour;
    context_->accounts = std::make_unique<accounts::AccountService>(
        *context_->store, *account_store, context_->sessions, limits,
        [context = context_.get()](std::function<void()> job) {
          context->store_readers.post(std::move(job));
        });
  }
  if (PushSubscriptionStore* subscriptions = context_->store->push_subscriptions()) {
    context_->push = std::make_unique<push::PushSender>(
        push::vapid_key(config.data_dir, *subscriptions),
        push::PushSenderOptions{config.push_contact, config.push_plain_http_loopback},
        *subscriptions, context_->metrics);
  }
  if (context_->store->keeps_tournaments()) {
    context_->tournaments = std::make_unique<TournamentHall>(*context_->room_host);
    if (holds_tournaments_) context_->tournaments->restore();
  }
  const std::size_t descriptors = raise_descriptor_limit();
  context_->connection_limit.set_cap(connection_cap(config.max_connections, descriptors));
  if (config.max_connections > 0 && config.max_connections + kReservedDescriptors > descriptors) {
    spdlog::warn("max-connections {} leaves fewer than {} of the {} descriptors to the rest",
                 config.max_connections, kReservedDescriptors, descriptors);
  }
  const tcp::endpoint endpoint(net::ip::make_address(config.host), config.port);
  requests_ = std::make_unique<ServerRequests>(*context_);
  listener_ = std::make_shared<Listener>(requests_->http, context_->executors,
                                         context_->connection_limit, requests_->router, endpoint);
  listener_->run();
  schedule_sweep();
  schedule_idle_check();
  context_->cluster->start();
  context_->matchmaker->start();
  for (int i = 0; i < config.threads; ++i)
    threads_.emplace_back([this] { io_.run(); });
  spdlog::info(
      "listening on {}:{} with {} thread(s), at most {} connection(s); client files from {}",
      config.host, listener_->port(), config.threads, context_->connection_limit.cap(),
      context_->web_root);
}

std::uint16_t Server::port() const {
  return listener_ ? listener_->port() : 0;
}

void Server::schedule_sweep() {
  sweep_timer_ = std::make_unique<ServerTimer>(io_, std::chrono::minutes(1));
  sweep_timer_->async_wait([this](beast::error_code error) {
    if (error) return;
    // The store keeps every session: a token let go of here still gets its identity back.
    context_->sessions.sweep(context_->config.session_idle);
    context_->addresses.sweep();
    schedule_sweep();
  });
}

void Server::schedule_idle_check() {
  // Often enough that a ping and a close come at most an eighth of the timeout late.
  const auto idle =
      std::chrono::duration_cast<std::chrono::milliseconds>(context_->config.idle_timeout);
  const auto every =
      std::clamp(idle / 8, std::chrono::milliseconds(100), std::chrono::milliseconds(5000));
  idle_timer_ = std::make_unique<net::steady_timer>(io_, every);
  idle_timer_->async_wait([this, idle](beast::error_code error) {
    if (error) return;
    for (const auto& connection :
         context_->connections.quiet_since(std::chrono::steady_clock::now() - idle / 2))
      connection->check_idle();
    schedule_idle_check();
  });
}

void Server::drain() {
  context_->draining = true;
  context_->bots.stop();  // every search is called off
  if (listener_) listener_->stop();
  context_->matchmaker->stop();
  context_->cluster->drain();
  net::post(io_, [this] {
    if (sweep_timer_) sweep_timer_->cancel();
    if (idle_timer_) idle_timer_->cancel();
  });
  const auto connections = context_->connections.all();
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
  context_->cluster->follow_lobby({});
  // Wait for the connections to finish their writes and closes, within the shutdown timeout.
  const auto deadline = std::chrono::steady_clock::now() + context_->config.shutdown_timeout;
  while (context_->metrics.connections.load() > 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  io_.stop();
  for (auto& thread : threads_)
    thread.join();
  threads_.clear();
  // A connection whose close did not finish in time still holds its rooms, which hold it: with
  // no thread left to run its handlers, it is dropped here, or neither would ever be freed.
  for (const auto& connection : context_->connections.all())
    connection->abandon();
  context_->store->flush();
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
