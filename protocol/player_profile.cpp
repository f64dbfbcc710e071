#include "protocol/player_profile.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::protocol {

namespace {

using nlohmann::json;

// A JSON array of `items`, each written by `item_json`.
template <typename Item>
json array_of(const std::vector<Item>& items, json (*item_json)(const Item&)) {
  json out = json::array();
  for (const Item& item : items)
    out.push_back(item_json(item));
  return out;
}

json point_json(const ProfilePoint& point) {
  return {{"rated_ms", point.rated_ms}, {"rating", point.rating}, {"deviation", point.deviation}};
}

json rating_json(const ProfileRating& rating) {
  return {{"game", rating.game},
          {"pace", rating.pace},
          {"rating", rating.rating},
          {"deviation", rating.deviation},
          {"provisional", rating.provisional},
          {"games", rating.games},
          {"rated_ms", rating.rated_ms},
          {"history", array_of(rating.history, point_json)}};
}

json results_json(const ProfileResults& results) {
  return {{"game", results.game},
          {"wins", results.wins},
          {"losses", results.losses},
          {"draws", results.draws}};
}

json match_json(const ProfileMatch& match) {
  return {{"id", match.id},
          {"game", match.game},
          {"pace", match.timed ? "live" : "untimed"},
          {"opponent",
           {{"name", match.opponent_name},
            {"username", match.opponent_username.empty() ? json() : json(match.opponent_username)},
            {"bot", match.opponent_bot}}},
          {"result", match.result},
          {"reason", match.reason},
          {"rated", match.rated},
          {"ended_ms", match.ended_ms}};
}

}  // namespace

std::string player_profile_body(const PlayerProfile& profile) {
  return json{{"username", profile.username},
              {"id", profile.public_id},
              {"created_ms", profile.created_ms},
              {"seen_ms", profile.seen_ms},
              {"ratings", array_of(profile.ratings, rating_json)},
              {"results", array_of(profile.results, results_json)},
              {"matches", array_of(profile.matches, match_json)}}
      .dump();
}

}  // namespace rockpool::protocol
