#include "server/http/player_api.hpp"

#include <cmath>

#include "protocol/display_name.hpp"
#include "protocol/player_profile.hpp"
#include "server/ratings/glicko2.hpp"
#include "server/ratings/shown_rating.hpp"

namespace rockpool::server {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Percent-decoding; nothing when an escape is broken.
std::optional<std::string> percent_decoded(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return std::nullopt;
    const int high = hex_value(text[i + 1]);
    const int low = hex_value(text[i + 2]);
    if (high < 0 || low < 0) return std::nullopt;
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return out;
}

std::string result_of(const PlayedMatch& match) {
  if (match.state == "won") return match.winner == match.seat ? "win" : "loss";
  if (match.state == "drawn") return "draw";
  return match.state;
}

}  // namespace

std::optional<std::string> player_json(AccountStore& accounts, const std::string& path_name,
                                       std::int64_t now_ms) {
  const auto name = percent_decoded(path_name);
  if (!name || name->empty() || name->size() > 256) return std::nullopt;
  const auto account = accounts.account_by_username(protocol::fold_display_name(*name));
  if (!account) return std::nullopt;
  protocol::PlayerProfile profile{account->username, account->public_id, account->created_ms,
                                  account->seen_ms};
  for (const RatingRecord& stored : accounts.ratings(account->id)) {
    const ratings::Glicko2Rating now = ratings::as_read(
        {stored.rating, stored.deviation, stored.volatility}, now_ms - stored.rated_ms);
    protocol::ProfileRating& rating = profile.ratings.emplace_back(
        protocol::ProfileRating{stored.game, stored.pace, ratings::shown_rating(now.rating),
                                ratings::shown_deviation(now.deviation, 2),
                                ratings::provisional(now), stored.games, stored.rated_ms});
    for (const RatingRecord& point :
         accounts.rating_history(account->id, stored.game, stored.pace, kProfileHistoryPoints)) {
      rating.history.push_back({point.rated_ms, ratings::shown_rating(point.rating),
                                ratings::shown_deviation(point.deviation, 1)});
    }
  }
  profile.results = accounts.tallies(*account);
  for (const PlayedMatch& match : accounts.recent_matches(*account, kProfileMatches)) {
    profile.matches.push_back({match.match_id, match.game, match.timed, match.opponent_name,
                               match.opponent_username, match.opponent_bot, result_of(match),
                               match.reason, match.rated, match.ended_ms});
  }
  return protocol::player_profile_body(profile);
}

}  // namespace rockpool::server
