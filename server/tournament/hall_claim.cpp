#include "server/tournament/hall_claim.hpp"

#include <mutex>

#include "server/logging.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

bool claim_tournament_hall(TournamentHall& hall, Cluster& cluster, bool draining,
                           const std::function<void()>& adopt_games) {
  // Two requests that find tournaments without a node take them over once.
  static std::mutex claiming;
  std::lock_guard lock(claiming);
  if (hall.serving()) return true;
  // A node that drains hands tournaments over and takes none.
  if (draining) return false;
  RoomClaim claim = cluster.acquire_room(kTournamentHall);
  if (!claim.owned) {
    hall.set_owner_url(std::move(claim.owner_url));
    return false;
  }
  spdlog::info("tournaments: served here now");
  hall.restore(adopt_games);
  return true;
}

}  // namespace rockpool::server
