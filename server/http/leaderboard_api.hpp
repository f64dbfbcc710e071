#pragma once
// GET /api/leaderboards/<game>[?pace=live|untimed]: the best established ratings of a game and
// pace. A rating is on the board while it is not provisional as read now (its deviation grown
// with the time since its last rated game) and that game is at most 30 days old.

#include <cstdint>
#include <string>

#include "server/store/account_store.hpp"

namespace rockpool::server {

constexpr int kLeaderboardSize = 100;
constexpr std::int64_t kLeaderboardActiveMs = 30LL * 24 * 3600 * 1000;

struct LeaderboardAnswer {
  int status = 200;  // 404: no such game; 400: a pace that is neither live nor untimed
  std::string body;
};

// `pace` is the query's value, empty when absent (live).
LeaderboardAnswer leaderboard_json(AccountStore& accounts, const std::string& game,
                                   const std::string& pace, std::int64_t now_ms);

}  // namespace rockpool::server
