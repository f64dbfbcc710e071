#include "server/http/player_api.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "protocol/display_name.hpp"
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

nlohmann::json history_json(const std::vector<RatingRecord>& points) {
  nlohmann::json out = nlohmann::json::array();
  for (const RatingRecord& point : points) {
    out.push_back({{"rated_ms", point.rated_ms},
                   {"rating", ratings::shown_rating(point.rating)},
                   {"deviation", ratings::shown_deviation(point.deviation, 1)}});
  }
  return out;
}

nlohmann::json results_json(const std::vector<GameTally>& tallies) {
  nlohmann::json out = nlohmann::json::array();
  for (const GameTally& tally : tallies) {
    out.push_back({{"game", tally.game},
                   {"wins", tally.wins},
                   {"losses", tally.losses},
                   {"draws", tally.draws}});
  }
  return out;
}

std::string result_of(const PlayedMatch& match) {
  if (match.state == "won") return match.winner == match.seat ? "win" : "loss";
  if (match.state == "drawn") return "draw";
  return match.state;
}

nlohmann::json matches_json(const std::vector<PlayedMatch>& matches) {
  nlohmann::json out = nlohmann::json::array();
  for (const PlayedMatch& match : matches) {
    out.push_back(
        {{"id", match.match_id},
         {"game", match.game},
         {"pace", match.timed ? "live" : "untimed"},
         {"opponent",
          {{"name", match.opponent_name},
           {"username", match.opponent_username.empty() ? nlohmann::json()
                                                        : nlohmann::json(match.opponent_username)},
           {"bot", match.opponent_bot}}},
         {"result", result_of(match)},
         {"reason", match.reason},
         {"rated", match.rated},
         {"ended_ms", match.ended_ms}});
  }
  return out;
}

}  // namespace

std::optional<std::string> player_json(AccountStore& accounts, const std::string& path_name,
                                       std::int64_t now_ms) {
  const auto name = percent_decoded(path_name);
  if (!name || name->empty() || name->size() > 256) return std::nullopt;
  const auto account = accounts.account_by_username(protocol::fold_display_name(*name));
  if (!account) return std::nullopt;
  nlohmann::json list = nlohmann::json::array();
  for (const RatingRecord& stored : accounts.ratings(account->id)) {
    const ratings::Glicko2Rating now = ratings::as_read(
        {stored.rating, stored.deviation, stored.volatility}, now_ms - stored.rated_ms);
    list.push_back(
        {{"game", stored.game},
         {"pace", stored.pace},
         {"rating", ratings::shown_rating(now.rating)},
         {"deviation", ratings::shown_deviation(now.deviation, 2)},
         {"provisional", ratings::provisional(now)},
         {"games", stored.games},
         {"rated_ms", stored.rated_ms},
         {"history", history_json(accounts.rating_history(account->id, stored.game, stored.pace,
                                                          kProfileHistoryPoints))}});
  }
  return nlohmann::json{
      {"username", account->username},
      {"id", account->public_id},
      {"created_ms", account->created_ms},
      {"seen_ms", account->seen_ms},
      {"ratings", list},
      {"results", results_json(accounts.tallies(*account))},
      {"matches", matches_json(accounts.recent_matches(*account, kProfileMatches))}}
      .dump();
}

}  // namespace rockpool::server
