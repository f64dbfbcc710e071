#include "protocol/player_profile.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::protocol {

// The body's objects are written member for member, under the members' names (PROTOCOL.md, "Player
// profiles"), but for a match's pace and opponent.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ProfilePoint, rated_ms, rating, deviation)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ProfileRating, game, pace, rating, deviation, provisional, games,
                                   rated_ms, history)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ProfileResults, game, wins, losses, draws)

void to_json(nlohmann::json& out, const ProfileMatch& match) {
  out = {{"id", match.id},
         {"game", match.game},
         {"pace", match.timed ? "live" : "untimed"},
         {"opponent",
          {{"name", match.opponent_name},
           {"username", match.opponent_username.empty() ? nlohmann::json()
                                                        : nlohmann::json(match.opponent_username)},
           {"bot", match.opponent_bot}}},
         {"result", match.result},
         {"reason", match.reason},
         {"rated", match.rated},
         {"ended_ms", match.ended_ms}};
}

std::string player_profile_body(const PlayerProfile& profile) {
  return nlohmann::json{{"username", profile.username},     {"id", profile.public_id},
                        {"created_ms", profile.created_ms}, {"seen_ms", profile.seen_ms},
                        {"ratings", profile.ratings},       {"results", profile.results},
                        {"matches", profile.matches}}
      .dump();
}

}  // namespace rockpool::protocol
