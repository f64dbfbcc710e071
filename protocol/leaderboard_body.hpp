#pragma once
// GET /api/leaderboards/<game> (PROTOCOL.md, "Leaderboards"): the ranked players of a game and
// pace.

#include <cstdint>
#include <string>
#include <vector>

namespace rockpool::protocol {

struct LeaderboardLine {
  std::string username;
  std::int64_t rating = 0;  // as shown: whole points
  double deviation = 0;     // as shown: two decimals
  int games = 0;
};

// {"game", "pace", "players": [{"rank", "username", "rating", "deviation", "games"}]}, ranked in
// the order given.
std::string leaderboard_body(const std::string& game, const std::string& pace,
                             const std::vector<LeaderboardLine>& lines);

}  // namespace rockpool::protocol
