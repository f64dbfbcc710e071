#include "protocol/leaderboard_body.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::protocol {

std::string leaderboard_body(const std::string& game, const std::string& pace,
                             const std::vector<LeaderboardLine>& lines) {
  nlohmann::json players = nlohmann::json::array();
  for (const LeaderboardLine& line : lines) {
    players.push_back({{"rank", players.size() + 1},
                       {"username", line.username},
                       {"rating", line.rating},
                       {"deviation", line.deviation},
                       {"games", line.games}});
  }
  return nlohmann::json{{"game", game}, {"pace", pace}, {"players", std::move(players)}}.dump();
}

}  // namespace rockpool::protocol
