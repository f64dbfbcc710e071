#include "server/ratings/rated_ends.hpp"

#include "server/ratings/match_rating.hpp"

namespace rockpool::server {

void RatedEnds::ending(MatchEndRecord& end) {
  const Match* match = room_.match();
  if (!match || match->id() != end.match_id) return;
  const RoomSettings& settings = room_.settings();
  end.rating =
      end_rating_of(*match, settings.rated, settings.game->info().id, settings.clock.has_value());
  changes_ = end.rating ? end.rating->changes : nullptr;
}

void RatedEnds::end_committed(Match& match) {
  // Empty when the match was rated already.
  if (changes_ && *changes_) match.set_rating_changes(**changes_);
  changes_ = nullptr;
}

void rate_match_ends(Room& room) {
  room.listen(std::make_shared<RatedEnds>(room));
}

}  // namespace rockpool::server
