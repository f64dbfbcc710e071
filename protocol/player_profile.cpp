#include "protocol/player_profile.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::protocol {

namespace {

using nlohmann::json;

json history_json(const std::vector<ProfilePoint>& points) {
  json out = json::array();
  for (const ProfilePoint& point : points) {
    out.push_back(
        {{"rated_ms", point.rated_ms}, {"rating", point.rating}, {"deviation", point.deviation}});
  }
  return out;
}

json ratings_json(const std::vector<ProfileRating>& ratings) {
  json out = json::array();
  for (const ProfileRating& rating : ratings) {
    out.push_back({{"game", rating.game},
                   {"pace", rating.pace},
                   {"rating", rating.rating},
                   {"deviation", rating.deviation},
                   {"provisional", rating.provisional},
                   {"games", rating.games},
                   {"rated_ms", rating.rated_ms},
                   {"history", history_json(rating.history)}});
  }
  return out;
}

json results_json(const std::vector<ProfileResults>& results) {
  json out = json::array();
  for (const ProfileResults& result : results) {
    out.push_back({{"game", result.game},
                   {"wins", result.wins},
                   {"losses", result.losses},
                   {"draws", result.draws}});
  }
  return out;
}

json matches_json(const std::vector<ProfileMatch>& matches) {
  json out = json::array();
  for (const ProfileMatch& match : matches) {
    out.push_back(
        {{"id", match.id},
         {"game", match.game},
         {"pace", match.timed ? "live" : "untimed"},
         {"opponent",
          {{"name", match.opponent_name},
           {"username", match.opponent_username.empty() ? json() : json(match.opponent_username)},
           {"bot", match.opponent_bot}}},
         {"result", match.result},
         {"reason", match.reason},
         {"rated", match.rated},
         {"ended_ms", match.ended_ms}});
  }
  return out;
}

}  // namespace

std::string player_profile_body(const PlayerProfile& profile) {
  return json{{"username", profile.username},
              {"id", profile.public_id},
              {"created_ms", profile.created_ms},
              {"seen_ms", profile.seen_ms},
              {"ratings", ratings_json(profile.ratings)},
              {"results", results_json(profile.results)},
              {"matches", matches_json(profile.matches)}}
      .dump();
}

}  // namespace rockpool::protocol
