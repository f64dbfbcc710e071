#include "server/tournament/hall_claim.hpp"

#include <mutex>

#include "server/context.hpp"
#include "server/logging.hpp"
#include "server/nodes/room_takeover.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

namespace {

// Orphaned games adopted per read of the store, until none is left.
constexpr std::size_t kGamesAdoptedAtOnce = 64;

}  // namespace

bool claim_tournament_hall(ServerContext& context) {
  TournamentHall& hall = *context.tournaments;
  // Two requests that find tournaments without a node take them over once.
  static std::mutex claiming;
  std::lock_guard lock(claiming);
  if (hall.serving()) return true;
  // A node that drains hands tournaments over and takes none.
  if (context.draining) return false;
  RoomClaim claim = context.cluster->acquire_room(kTournamentHall);
  if (!claim.owned) {
    hall.set_owner_url(std::move(claim.owner_url));
    return false;
  }
  spdlog::info("tournaments: served here now");
  hall.restore([&context] {
    while (adopt_orphaned_rooms(context, kGamesAdoptedAtOnce, true) > 0) {
    }
  });
  return true;
}

}  // namespace rockpool::server
