#include "server/cluster/postgres_cluster.hpp"

#include <atomic>
#include <exception>
#include <thread>

#include "protocol/error_codes.hpp"
#include "protocol/reply_bodies.hpp"
#include "server/cluster/postgres_store.hpp"
#include "server/logging.hpp"
#include "server/net/read_in_order.hpp"
#include "server/nodes/shared_room.hpp"
#include "server/room/responder.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"
#include "server/tournament/tournament_game.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server::cluster {

namespace {

// A dead node's rooms are adopted within its heartbeat timeout (3 s) plus this, by some node.
constexpr std::chrono::seconds kAdoptionEvery{2};
// Rooms adopted per round: a node that adopts them all at once would stall its store readers.
constexpr std::size_t kAdoptedAtOnce = 50;
// How long a draining node waits for its rooms' last writes and their release.
constexpr std::chrono::seconds kHandOverTimeout{5};

}  // namespace

PostgresCluster::PostgresCluster(PostgresStore& store, PostgresClusterNode node)
    : store_(store),
      node_(node),
      takeover_(*this, node.rooms, node.tournaments, node.readers, node.draining) {}

PostgresCluster::~PostgresCluster() = default;

void PostgresCluster::start() {
  schedule_adoption();
}

void PostgresCluster::drain() {
  hand_over_rooms();
  net::post(node_.io, [this] {
    if (adoption_timer_) adoption_timer_->cancel();
  });
}

void PostgresCluster::follow(Room& room) {
  room.listen(std::make_shared<SharedRoom>(store_, room));
}

RoomClaim PostgresCluster::acquire_room(const std::string& room_id) {
  return store_.acquire_room(room_id);
}

std::optional<StoredRoom> PostgresCluster::take_recovered(const StoredRoom& stored) {
  if (!store_.acquire_room(stored.room.id).owned) return std::nullopt;
  return store_.load_room(stored.room.id, false);
}

std::optional<StoredRoom> PostgresCluster::load_room(const std::string& key, bool by_code) {
  return store_.load_room(key, by_code);
}

std::vector<std::string> PostgresCluster::orphaned_rooms(std::size_t limit, bool tournament_games) {
  return store_.orphaned_rooms(limit, tournament_games);
}

void PostgresCluster::find_room(const ConnectionPtr& connection, std::string key, bool by_code,
                                std::function<void(Elsewhere)> then) {
  takeover_.find_room(connection, std::move(key), by_code, std::move(then));
}

void PostgresCluster::on_ownership_lost(
    const std::function<void(const std::string&, const std::string&)>& handler) {
  store_.on_ownership_lost(handler);
}

void PostgresCluster::follow_lobby(const std::function<void(LobbyChanges)>& handler) {
  store_.follow_lobby(handler);
}

void PostgresCluster::list_turns(const ConnectionPtr& connection, const std::string& id,
                                 bool /*watch*/) {
  const SessionPtr& session = connection->session();
  read_in_order(
      node_.readers, connection, "turns.list: reading the turn lists failed",
      [this, public_id = session->public_id(), account_id = session->account_id()] {
        return store_.turn_lines(public_id, account_id);
      },
      [connection, id](std::optional<std::vector<std::string>> lines) {
        const Responder responder(connection, id, false);
        if (!lines) {
          return responder.fail(
              {protocol::code::kStoreBusy, "the server could not read the list: try again"});
        }
        responder.ok(protocol::turns_result(*lines, false));
      });
}

SeekBoard* PostgresCluster::seek_board() {
  return store_.seek_board();
}

bool PostgresCluster::claim_tournaments() {
  return takeover_.claim_tournaments();
}

void PostgresCluster::schedule_adoption() {
  adoption_timer_ = std::make_unique<ServerTimer>(node_.io, kAdoptionEvery);
  adoption_timer_->async_wait([this](beast::error_code error) {
    if (error || node_.draining) return;
    // One adoption at a time: the next is scheduled once this one is done.
    node_.readers.post([this] {
      try {
        // Tournaments first: whoever serves them takes their games' rooms.
        const int games =
            takeover_.claim_tournaments() ? takeover_.adopt_orphans(kAdoptedAtOnce, true) : 0;
        const int adopted = games + takeover_.adopt_orphans(kAdoptedAtOnce, false);
        if (adopted > 0) spdlog::info("adopted {} room(s) whose owner is dead", adopted);
      } catch (const std::exception& error) {
        spdlog::warn("looking for rooms whose owner is dead: {}", error.what());
      }
      net::post(node_.io, [this] {
        if (!node_.draining) schedule_adoption();
      });
    });
  });
}

void PostgresCluster::hand_over_rooms() {
  const auto rooms = node_.rooms->rooms.all();
  auto left = std::make_shared<std::atomic<std::size_t>>(rooms.size());
  for (const auto& room : rooms)
    room->hand_over([left] { left->fetch_sub(1); });
  // Their players are told to go once each room's lock is free; a store that does not answer in
  // time leaves the rest to be taken over when this node is gone.
  const auto deadline = std::chrono::steady_clock::now() + kHandOverTimeout;
  while (left->load() > 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  spdlog::info("draining: handed {} room(s) over", rooms.size() - left->load());
  // Tournaments last, after their games' ends: the node that takes them adopts the games. With
  // none to hand over, the name is free once this node is gone (nothing waits for the store).
  if (node_.tournaments && node_.tournaments->serving() && node_.tournaments->give_away("")) {
    store_.write(RoomReleasedRecord{kTournamentHall});
  }
}

}  // namespace rockpool::server::cluster
