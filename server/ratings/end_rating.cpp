#include "server/ratings/end_rating.hpp"

#include "server/ratings/glicko2.hpp"
#include "server/ratings/rating_lookup.hpp"
#include "server/ratings/shown_rating.hpp"

namespace rockpool::server {

namespace {

// A stored rating as it stands at `at_ms`: its deviation has grown since its last game.
ratings::Glicko2Rating as_of(const RatingRecord& stored, std::int64_t at_ms) {
  const ratings::Glicko2Rating rating{stored.rating, stored.deviation, stored.volatility};
  if (stored.games == 0) return rating;
  return ratings::as_read(rating, at_ms - stored.rated_ms);
}

int whole_points(double rating) {
  return static_cast<int>(ratings::shown_rating(rating));
}

}  // namespace

RatingRecord first_rating(const EndRating& end, std::size_t seat) {
  return new_player_rating(end.account_ids[seat], end.game, end.pace);
}

RatedEnd rate_end(const EndRating& end, const std::array<RatingRecord, 2>& current,
                  std::int64_t ended_ms, const std::string& match_id) {
  const std::array<ratings::Glicko2Rating, 2> now{as_of(current[0], ended_ms),
                                                  as_of(current[1], ended_ms)};
  const ratings::Glicko2Game rated = ratings::rate_game(now[0], now[1], end.first_score);
  const std::array<ratings::Glicko2Rating, 2> after{rated.first, rated.second};
  RatedEnd out;
  for (std::size_t seat = 0; seat < 2; ++seat) {
    RatingRecord& record = out.after[seat];
    record = current[seat];
    record.rating = after[seat].rating;
    record.deviation = after[seat].deviation;
    record.volatility = after[seat].volatility;
    record.games += 1;
    record.rated_ms = ended_ms;
    record.match_id = match_id;
    out.changes[seat] = {whole_points(now[seat].rating), whole_points(after[seat].rating),
                         ratings::provisional(after[seat])};
  }
  return out;
}

}  // namespace rockpool::server
