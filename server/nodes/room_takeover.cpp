#include "server/nodes/room_takeover.hpp"

#include <mutex>

#include "protocol/frames.hpp"
#include "server/logging.hpp"
#include "server/room/room_host.hpp"
#include "server/room/room_opening.hpp"
#include "server/tournament/hall_claim.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

namespace {

// A node takes one room over at a time: two clients of one dead room restore it once.
std::mutex& takeovers() {
  static std::mutex mutex;
  return mutex;
}

// Orphaned games adopted per read of the store, until none is left.
constexpr std::size_t kGamesAdoptedAtOnce = 64;

}  // namespace

RoomTakeover::RoomTakeover(Cluster& cluster, const std::unique_ptr<RoomHost>& host,
                           const std::unique_ptr<TournamentHall>& tournaments,
                           StoreReaders& readers, const std::atomic<bool>& draining)
    : cluster_(cluster),
      host_(host),
      tournaments_(tournaments),
      readers_(readers),
      draining_(draining) {}

RoomTakeover::Takeover RoomTakeover::take_over(const std::string& key, bool by_code) {
  std::lock_guard lock(takeovers());
  RoomHost& host = *host_;
  if ((by_code ? host.rooms.by_code(key) : host.rooms.by_id(key)))
    return {Elsewhere::served, "", ""};
  const auto found = cluster_.load_room(key, by_code);
  if (!found) return {};
  const std::string id = found->room.id;
  // A node that drains hands its rooms over and takes none: the client tries another node.
  if (draining_) return {Elsewhere::moved, id, ""};
  // Its end is written with its tournament's standings, by the node that serves tournaments.
  if (!found->room.tournament_id.empty() && !(tournaments_ && tournaments_->serving())) {
    return {Elsewhere::moved, id, tournaments_ ? tournaments_->owner_url() : ""};
  }
  if (RoomClaim claim = cluster_.acquire_room(id); !claim.owned) {
    return {Elsewhere::moved, id, std::move(claim.owner_url)};
  }
  // Read again now that it is ours: its last owner may have written until it let go.
  const auto stored = cluster_.load_room(id, false);
  if (!stored) return {};
  std::vector<std::string> tokens = {stored->room.host_token};
  if (stored->guest_token && !stored->guest_token->empty()) tokens.push_back(*stored->guest_token);
  if (stored->match) {
    for (const SeatRecord& seat : stored->match->start.seats) {
      if (!seat.bot) tokens.push_back(seat.token);
    }
  }
  for (const auto& token : tokens)
    host.sessions.find_or_load(token, host.store);
  if (!bring_back(host, *stored)) return {};
  spdlog::info("room {} taken over", id);
  return {Elsewhere::served, "", ""};
}

void RoomTakeover::find_room(const ConnectionPtr& connection, std::string key, bool by_code,
                             std::function<void(Elsewhere)> then) {
  readers_.post(
      [this, connection, key = std::move(key), by_code, then = std::move(then)]() mutable {
        Elsewhere outcome = Elsewhere::not_found;
        try {
          const Takeover takeover = take_over(key, by_code);
          outcome = takeover.outcome;
          if (outcome == Elsewhere::moved) {
            connection->send(protocol::moved_frame(takeover.room_id, takeover.owner_url));
          }
        } catch (const std::exception& error) {
          spdlog::error("finding room {} in the cluster: {}", key, error.what());
          outcome = Elsewhere::unknown;
        }
        net::post(connection->executor(), [outcome, then = std::move(then)] { then(outcome); });
      });
}

int RoomTakeover::adopt_orphans(std::size_t limit, bool tournament_games) {
  int adopted = 0;
  for (const std::string& id : cluster_.orphaned_rooms(limit, tournament_games)) {
    if (draining_) break;
    try {
      if (take_over(id, false).outcome == Elsewhere::served) ++adopted;
    } catch (const std::exception& error) {
      spdlog::error("adopting room {}: {}", id, error.what());
    }
  }
  return adopted;
}

bool RoomTakeover::claim_tournaments() {
  if (!tournaments_) return false;
  return claim_tournament_hall(*tournaments_, cluster_, draining_, [this] {
    while (adopt_orphans(kGamesAdoptedAtOnce, true) > 0) {
    }
  });
}

}  // namespace rockpool::server
