#include "server/nodes/room_takeover.hpp"

#include <mutex>

#include "protocol/frames.hpp"
#include "server/context.hpp"
#include "server/logging.hpp"
#include "server/room/room_opening.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

namespace {

// A node takes one room over at a time: two clients of one dead room restore it once.
std::mutex& takeovers() {
  static std::mutex mutex;
  return mutex;
}

struct Takeover {
  Elsewhere outcome = Elsewhere::not_found;
  std::string room_id;    // when moved
  std::string owner_url;  // when moved: the live owner's address, or empty
};

Takeover take_over(ServerContext& context, const std::string& key, bool by_code) {
  std::lock_guard lock(takeovers());
  if ((by_code ? context.rooms.by_code(key) : context.rooms.by_id(key)))
    return {Elsewhere::served, "", ""};
  Cluster& cluster = *context.cluster;
  const auto found = cluster.load_room(key, by_code);
  if (!found) return {};
  const std::string id = found->room.id;
  // A node that drains hands its rooms over and takes none: the client tries another node.
  if (context.draining) return {Elsewhere::moved, id, ""};
  // Its end is written with its tournament's standings, by the node that serves tournaments.
  if (!found->room.tournament_id.empty() &&
      !(context.tournaments && context.tournaments->serving())) {
    return {Elsewhere::moved, id, context.tournaments ? context.tournaments->owner_url() : ""};
  }
  if (RoomClaim claim = cluster.acquire_room(id); !claim.owned) {
    return {Elsewhere::moved, id, std::move(claim.owner_url)};
  }
  // Read again now that it is ours: its last owner may have written until it let go.
  const auto stored = cluster.load_room(id, false);
  if (!stored) return {};
  std::vector<std::string> tokens = {stored->room.host_token};
  if (stored->guest_token && !stored->guest_token->empty()) tokens.push_back(*stored->guest_token);
  if (stored->match) {
    for (const SeatRecord& seat : stored->match->start.seats) {
      if (!seat.bot) tokens.push_back(seat.token);
    }
  }
  for (const auto& token : tokens)
    context.sessions.find_or_load(token, *context.store);
  if (!bring_back(*context.room_host, *stored)) return {};
  spdlog::info("room {} taken over", id);
  return {Elsewhere::served, "", ""};
}

}  // namespace

void find_room_elsewhere(ServerContext& context, const ConnectionPtr& connection, std::string key,
                         bool by_code, std::function<void(Elsewhere)> then) {
  context.store_readers.post(
      [&context, connection, key = std::move(key), by_code, then = std::move(then)]() mutable {
        Elsewhere outcome = Elsewhere::not_found;
        try {
          const Takeover takeover = take_over(context, key, by_code);
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

int adopt_orphaned_rooms(ServerContext& context, std::size_t limit, bool tournament_games) {
  int adopted = 0;
  for (const std::string& id : context.cluster->orphaned_rooms(limit, tournament_games)) {
    if (context.draining) break;
    try {
      if (take_over(context, id, false).outcome == Elsewhere::served) ++adopted;
    } catch (const std::exception& error) {
      spdlog::error("adopting room {}: {}", id, error.what());
    }
  }
  return adopted;
}

}  // namespace rockpool::server
