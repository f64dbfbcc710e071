#include "server/leaderboard_api.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "rules/core/registry.hpp"
#include "server/ratings/glicko2.hpp"

namespace rockpool::server {

LeaderboardAnswer leaderboard_json(AccountStore& accounts, const std::string& game,
                                   const std::string& pace, std::int64_t now_ms) {
  if (rules::find_game(game) == nullptr) return {404, R"({"error":"no such game"})"};
  const std::string board_pace = pace.empty() ? "live" : pace;
  if (board_pace != "live" && board_pace != "untimed") return {400, R"({"error":"bad pace"})"};
  const ratings::Glicko2Settings settings;
  // The store keeps each deviation as it was after the last game: those already too wide are left
  // there, and the rest are read as of now. When reading drops some, a longer list is asked for.
  nlohmann::json players = nlohmann::json::array();
  for (int asked = kLeaderboardSize;; asked *= 4) {
    const auto candidates = accounts.top_ratings(game, board_pace, settings.provisional_deviation,
                                                 now_ms - kLeaderboardActiveMs, asked);
    players.clear();
    for (const BoardRating& candidate : candidates) {
      const RatingRecord& stored = candidate.rating;
      const ratings::Glicko2Rating now = ratings::as_read(
          {stored.rating, stored.deviation, stored.volatility}, now_ms - stored.rated_ms, settings);
      if (ratings::provisional(now, settings)) continue;
      players.push_back({{"rank", players.size() + 1},
                         {"username", candidate.username},
                         {"rating", std::round(now.rating)},
                         {"deviation", std::round(now.deviation * 100) / 100},
                         {"games", stored.games}});
      if (players.size() == kLeaderboardSize) break;
    }
    if (players.size() == kLeaderboardSize || static_cast<int>(candidates.size()) < asked) break;
  }
  return {
      200,
      nlohmann::json{{"game", game}, {"pace", board_pace}, {"players", std::move(players)}}.dump()};
}

}  // namespace rockpool::server
