#include "server/ratings/rating_lookup.hpp"

namespace rockpool::server {

RatingRecord stored_rating(AccountStore& accounts, const std::string& account_id,
                           const std::string& game, const std::string& pace) {
  for (RatingRecord& rating : accounts.ratings(account_id)) {
    if (rating.game == game && rating.pace == pace) return rating;
  }
  return new_player_rating(account_id, game, pace);
}

RatingRecord new_player_rating(const std::string& account_id, const std::string& game,
                               const std::string& pace) {
  RatingRecord fresh;
  fresh.account_id = account_id;
  fresh.game = game;
  fresh.pace = pace;
  return fresh;
}

}  // namespace rockpool::server
