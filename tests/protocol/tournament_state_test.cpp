// A tournament's stored state: written and read back the same, an Arena's play with it, and a
// state with a member missing or of another type read as nothing.

#include "protocol/tournament_state.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace rockpool::tests::tournament_state {
namespace {

using nlohmann::json;

protocol::StoredTournament arena_of_two() {
  protocol::StoredTournament stored{.arena = true,
                                    .minutes = 30,
                                    .name = "Lunch Arena",
                                    .game = "prawns",
                                    .options_json = R"({"takeback":false})",
                                    .clock_initial_ms = 180000,
                                    .clock_increment_ms = 0,
                                    .max_players = 40,
                                    .status = "playing",
                                    .started_ms = 5000};
  stored.players.push_back(
      {.token = "secret0", .id = "p0", .name = "Ann", .account = "a0", .rating = 1612.5});
  stored.players.push_back({.token = "secret1", .id = "p1", .name = "Bo", .account = ""});
  stored.arena_play = protocol::StoredArena{.ends_ms = 1805000, .present = {true, false}};
  stored.arena_play->games.push_back({.first = 1,
                                      .second = 0,
                                      .room = "r1",
                                      .code = "k1",
                                      .match = "r1.1",
                                      .reason = "resigned",
                                      .result = "loss"});
  return stored;
}

TEST_CASE("tournament state: written and read back the same") {
  const protocol::StoredTournament stored = arena_of_two();
  const std::string text = protocol::tournament_state_json(stored);
  const auto again = protocol::read_tournament_state(text);
  REQUIRE(again);
  CHECK(protocol::tournament_state_json(*again) == text);
  CHECK(again->arena);
  CHECK(again->players[0].token == "secret0");
  CHECK(again->players[0].rating == 1612.5);
  CHECK_FALSE(again->players[1].rating);
  REQUIRE(again->arena_play);
  CHECK(again->arena_play->present == std::vector<bool>{true, false});
  CHECK(again->arena_play->games[0].first == 1);
  CHECK(again->arena_play->games[0].result == "loss");
  CHECK(json::parse(text)["settings"]["format"] == "arena");
}

TEST_CASE("tournament state: a round robin's games, an unended one without a result") {
  protocol::StoredTournament stored = arena_of_two();
  stored.arena = false;
  stored.arena_play.reset();
  stored.games.push_back({.room = "r2", .code = "k2", .match = "", .reason = "", .result = ""});
  const std::string text = protocol::tournament_state_json(stored);
  CHECK(json::parse(text)["games"][0]["result"].is_null());
  CHECK_FALSE(json::parse(text).contains("arena"));
  const auto again = protocol::read_tournament_state(text);
  REQUIRE(again);
  CHECK_FALSE(again->arena);
  CHECK(again->games[0].result.empty());
  CHECK(again->games[0].room == "r2");
}

TEST_CASE("tournament state: a member missing or of another type reads as nothing") {
  const json state = json::parse(protocol::tournament_state_json(arena_of_two()));
  CHECK_FALSE(protocol::read_tournament_state("not json"));
  CHECK_FALSE(protocol::read_tournament_state("[]"));
  for (const char* member : {"settings", "status", "players", "games", "started_ms"}) {
    json broken = state;
    broken.erase(member);
    CAPTURE(member);
    CHECK_FALSE(protocol::read_tournament_state(broken.dump()));
  }
  json broken = state;
  broken["players"][0]["token"] = 7;
  CHECK_FALSE(protocol::read_tournament_state(broken.dump()));
  broken = state;
  broken["arena"]["present"][0] = "yes";
  CHECK_FALSE(protocol::read_tournament_state(broken.dump()));
}

}  // namespace
}  // namespace rockpool::tests::tournament_state
