#include "server/ratings/rated_ends.hpp"

#include "server/ratings/match_rating.hpp"

namespace rockpool::server {

void RatedEnds::ending(MatchEndRecord& end) {
  const Match* match = room_.match();
  if (!match || match->id() != end.match_id) return;
  const RoomSettings& settings = room_.settings();
  end.rating =
      end_rating_of(*match, settings.rated, settings.game->info().id, settings.clock.has_value());
}

void rate_match_ends(Room& room) {
  room.listen(std::make_shared<RatedEnds>(room));
}

}  // namespace rockpool::server
