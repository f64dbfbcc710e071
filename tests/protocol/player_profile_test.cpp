// GET /api/players/<username>'s body: every member of a profile, its ratings with their history,
// its results and its matches, byte for byte.

#include "protocol/player_profile.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {
namespace {

TEST_CASE("player profile: the body with every list filled, and with none") {
  protocol::PlayerProfile profile{
      .username = "ada", .public_id = "p1", .created_ms = 1000, .seen_ms = 2000};
  CHECK(protocol::player_profile_body(profile) ==
        R"({"created_ms":1000,"id":"p1","matches":[],"ratings":[],"results":[],"seen_ms":2000,)"
        R"("username":"ada"})");

  profile.ratings.push_back({.game = "fences",
                             .pace = "live",
                             .rating = 1612,
                             .deviation = 87.25,
                             .provisional = false,
                             .games = 14,
                             .rated_ms = 1500,
                             .history = {{1400, 1580, 91.5}, {1500, 1612, 87.3}}});
  profile.results.push_back({.game = "fences", .wins = 9, .losses = 4, .draws = 1});
  profile.matches.push_back({.id = "m.1",
                             .game = "fences",
                             .timed = true,
                             .opponent_name = "Bob",
                             .opponent_username = "bob",
                             .opponent_bot = false,
                             .result = "win",
                             .reason = "resigned",
                             .rated = true,
                             .ended_ms = 1500});
  // Against a bot (no username), untimed, unrated.
  protocol::ProfileMatch against_bot = profile.matches.back();
  against_bot.id = "m.2";
  against_bot.game = "prawns";
  against_bot.timed = false;
  against_bot.opponent_name = "Bot";
  against_bot.opponent_username.clear();
  against_bot.opponent_bot = true;
  against_bot.result = "draw";
  against_bot.reason = "agreed";
  against_bot.rated = false;
  against_bot.ended_ms = 1200;
  profile.matches.push_back(against_bot);
  CHECK(protocol::player_profile_body(profile) ==
        R"({"created_ms":1000,"id":"p1","matches":[)"
        R"({"ended_ms":1500,"game":"fences","id":"m.1",)"
        R"("opponent":{"bot":false,"name":"Bob","username":"bob"},"pace":"live","rated":true,)"
        R"("reason":"resigned","result":"win"},)"
        R"({"ended_ms":1200,"game":"prawns","id":"m.2",)"
        R"("opponent":{"bot":true,"name":"Bot","username":null},"pace":"untimed","rated":false,)"
        R"("reason":"agreed","result":"draw"}],)"
        R"("ratings":[{"deviation":87.25,"game":"fences","games":14,)"
        R"("history":[{"deviation":91.5,"rated_ms":1400,"rating":1580},)"
        R"({"deviation":87.3,"rated_ms":1500,"rating":1612}],)"
        R"("pace":"live","provisional":false,"rated_ms":1500,"rating":1612}],)"
        R"("results":[{"draws":1,"game":"fences","losses":4,"wins":9}],)"
        R"("seen_ms":2000,"username":"ada"})");
}

}  // namespace
}  // namespace rockpool::tests
