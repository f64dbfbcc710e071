// An Arena tournament as players meet it, on the model: pairing by rating among equal scores, the
// ratings kept in the record, and a game's room known by its id.

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <utility>
#include <vector>

#include "server/tournament/tournament.hpp"
#include "server/tournament/tournament_document.hpp"

using namespace rockpool::server;

namespace arena_tournament_model {

TournamentPlayer rated_entrant(int i, double rating) {
  return {"token" + std::to_string(i), "id" + std::to_string(i), "P" + std::to_string(i), "",
          rating};
}

// An Arena of 30 minutes, started at 2000 ms, with a player of each rating (the first hosts).
Tournament started_arena(const std::vector<double>& ratings) {
  TournamentSettings settings{"Arena", "fences", R"({"fences":0})",       60000, 0, 0,
                              true,    100,      TournamentFormat::arena, 30};
  Tournament arena("T1", "code", settings, rated_entrant(0, ratings[0]), 1000);
  for (std::size_t i = 1; i < ratings.size(); ++i)
    REQUIRE_FALSE(arena.join(rated_entrant(static_cast<int>(i), ratings[i]), 1500));
  REQUIRE_FALSE(arena.start(arena.host(), 2000));
  return arena;
}

// The pairs of the games not yet opened, each as its two players' indexes, lower first.
std::set<std::pair<int, int>> pairs_to_open(const Tournament& arena) {
  std::set<std::pair<int, int>> pairs;
  for (int game : arena.games_to_open()) {
    const auto [first, second] = arena.game_players(game);
    pairs.emplace(std::min(first, second), std::max(first, second));
  }
  return pairs;
}

TEST_CASE("arena model: among equal scores, the closest ratings are paired") {
  Tournament arena = started_arena({1500, 1900, 1600, 1850});
  arena.pair(2000);
  CHECK(pairs_to_open(arena) == std::set<std::pair<int, int>>{{1, 3}, {0, 2}});
  // A returning player's rating is the one it comes back with.
  REQUIRE_FALSE(arena.leave(rated_entrant(2, 0)));
  REQUIRE_FALSE(arena.join(rated_entrant(2, 1700), 2500));
  CHECK(arena.players()[2].rating == 1700);
}

TEST_CASE("arena model: the players' ratings are kept in its record") {
  Tournament arena = started_arena({1500, 1900, 1600});
  const auto again = Tournament::from_record(arena.record());
  REQUIRE(again);
  CHECK(again->ratings() == std::vector<double>{1500, 1900, 1600});
  CHECK(nlohmann::json::parse(tournament_document(*again))["players"][1]["rating"] == 1900);
  CHECK(nlohmann::json::parse(tournament_document(*again)) ==
        nlohmann::json::parse(tournament_document(arena)));
}

TEST_CASE("arena model: a game's room is known by its id, and no other room is its") {
  Tournament arena = started_arena({1500, 1500});
  arena.pair(2000);
  REQUIRE(arena.games_to_open() == std::vector<int>{0});
  arena.set_room(0, {"room-a", "c", "room-a.1", ""});
  CHECK(arena.is_room_of(0, "room-a"));
  CHECK_FALSE(arena.is_room_of(0, "room-b"));  // a room a crash left out of the record
  CHECK_FALSE(arena.is_room_of(1, "room-a"));
  CHECK_FALSE(arena.is_room_of(-1, "room-a"));
}

TEST_CASE("arena model: whoever lost a game by not playing it is paused, nobody else") {
  Tournament arena = started_arena({1500, 1500, 1500, 1500});
  arena.pair(2000);
  const std::vector<int> games = arena.games_to_open();
  REQUIRE(games.size() == 2);
  const auto present = [&](int player) {
    return nlohmann::json::parse(tournament_document(arena))["players"][player]["present"]
        .get<bool>();
  };
  // The first player never made their first move.
  const auto [first, second] = arena.game_players(games[0]);
  REQUIRE(arena.record(games[0], GameResult::loss, "no_first_move", 3000));
  CHECK_FALSE(present(first));
  CHECK(present(second));
  // A resignation pauses nobody.
  const auto [third, fourth] = arena.game_players(games[1]);
  REQUIRE(arena.record(games[1], GameResult::win, "resign", 3000));
  CHECK(present(third));
  CHECK(present(fourth));
  // Both gone before two moves: both paused.
  arena.pair(4000);
  const std::vector<int> next = arena.games_to_open();
  REQUIRE(next.size() == 1);
  const auto [fifth, sixth] = arena.game_players(next[0]);
  REQUIRE(arena.record(next[0], GameResult::draw, "abandoned", 5000));
  CHECK_FALSE(present(fifth));
  CHECK_FALSE(present(sixth));
  // A paused player comes back with a join.
  REQUIRE_FALSE(arena.join(rated_entrant(first, 1500), 6000));
  CHECK(present(first));
}

}  // namespace arena_tournament_model
