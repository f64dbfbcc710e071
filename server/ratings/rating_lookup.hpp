#pragma once
// An account's stored rating for a game and pace, as rated rooms and quick pairing read it. Reads
// the store: call it on the store's reader threads.

#include <string>

#include "server/store/account_store.hpp"

namespace rockpool::server {

// "live" with a clock, "untimed" without.
inline const char* pace_of(bool timed) {
  return timed ? "live" : "untimed";
}

// A new player's rating (1500, deviation 500) in a game and pace.
RatingRecord new_player_rating(const std::string& account_id, const std::string& game,
                               const std::string& pace);

// The account's rating for the game and pace, or a new player's.
RatingRecord stored_rating(AccountStore& accounts, const std::string& account_id,
                           const std::string& game, const std::string& pace);

}  // namespace rockpool::server
