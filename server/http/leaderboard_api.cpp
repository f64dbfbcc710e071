#include "server/http/leaderboard_api.hpp"

#include <algorithm>

#include "protocol/display_name.hpp"
#include "protocol/leaderboard_body.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/ratings/glicko2.hpp"
#include "server/ratings/shown_rating.hpp"

namespace rockpool::server {

namespace {

struct Listed {
  std::int64_t rating;  // as shown: whole points
  double deviation;     // as read now, shown with two decimals
  std::string username;
  std::string key;  // the username folded: ties of the shown rating go by it
  int games;
};

}  // namespace

LeaderboardAnswer leaderboard_json(AccountStore& accounts, const std::string& game,
                                   const std::string& pace, std::int64_t now_ms) {
  if (rules::find_game(game) == nullptr) return {404, protocol::error_body("no such game")};
  const std::string board_pace = pace.empty() ? "live" : pace;
  if (board_pace != "live" && board_pace != "untimed")
    return {400, protocol::error_body("bad pace")};
  const ratings::Glicko2Settings settings;
  const auto board_size = static_cast<std::size_t>(kLeaderboardSize);
  // The store keeps each deviation as it was after the last game: those already too wide are left
  // there, and the rest are read as of now. When reading drops some, or the last shown rating
  // may tie with ratings further down, a longer list is asked for.
  std::vector<Listed> listed;
  for (int asked = kLeaderboardSize;; asked *= 4) {
    const auto candidates = accounts.top_ratings(game, board_pace, settings.provisional_deviation,
                                                 now_ms - kLeaderboardActiveMs, asked);
    listed.clear();
    for (const BoardRating& candidate : candidates) {
      const RatingRecord& stored = candidate.rating;
      const ratings::Glicko2Rating now = ratings::as_read(
          {stored.rating, stored.deviation, stored.volatility}, now_ms - stored.rated_ms, settings);
      if (ratings::provisional(now, settings)) continue;
      listed.push_back({ratings::shown_rating(now.rating),
                        ratings::shown_deviation(now.deviation, 2), candidate.username,
                        protocol::fold_display_name(candidate.username), stored.games});
    }
    const bool all_read = static_cast<int>(candidates.size()) < asked;
    // Rounding keeps the store's order, so no rating below the last read ties the hundredth.
    const bool enough =
        listed.size() >= board_size &&
        ratings::shown_rating(candidates.back().rating.rating) < listed[board_size - 1].rating;
    if (all_read || enough) break;
  }
  std::stable_sort(listed.begin(), listed.end(), [](const Listed& a, const Listed& b) {
    return a.rating != b.rating ? a.rating > b.rating : a.key < b.key;
  });
  if (listed.size() > board_size) listed.resize(board_size);
  std::vector<protocol::LeaderboardLine> lines;
  lines.reserve(listed.size());
  for (const Listed& player : listed)
    lines.push_back({player.username, player.rating, player.deviation, player.games});
  return {200, protocol::leaderboard_body(game, board_pace, lines)};
}

}  // namespace rockpool::server
