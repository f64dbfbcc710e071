// The Arena on a virtual clock: who is paired with whom, the points, the streaks, leaving and
// coming back, and the end.

#include "server/tournament/arena.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <random>

using namespace rockpool::server;

namespace {

constexpr std::int64_t kStart = 1'000;
constexpr std::int64_t kEnd = 1'000 + 60 * 60'000;

bool pairs(const ArenaPairing& pairing, const std::string& a, const std::string& b) {
  return (pairing.first == a && pairing.second == b) || (pairing.first == b && pairing.second == a);
}

GameResult result_for(const ArenaPairing& pairing, const std::string& winner) {
  return pairing.first == winner ? GameResult::win : GameResult::loss;
}

}  // namespace

TEST_CASE("arena: nobody is paired before the start, and free players are paired at once") {
  Arena arena(kStart, kEnd);
  CHECK(arena.join("a", "Ann", 1500, 0) == ArenaJoin::joined);
  CHECK(arena.join("b", "Bob", 1500, 0) == ArenaJoin::joined);
  CHECK(arena.pair(kStart - 1).empty());
  const auto pairings = arena.pair(kStart);
  REQUIRE(pairings.size() == 1);
  CHECK(pairs(pairings[0], "a", "b"));
  CHECK(arena.matches_running() == 1);
  CHECK(arena.pair(kStart + 1).empty());  // both are playing
}

TEST_CASE("arena: close scores are paired first, then close ratings") {
  Arena arena(kStart, kEnd);
  for (const auto* id : {"a", "b", "c", "d"})
    arena.join(id, id, 1500, kStart);
  // a beats b and c beats d: a and c have 2 points, b and d none.
  auto first = arena.pair(kStart);
  REQUIRE(first.size() == 2);
  CHECK(pairs(first[0], "a", "b"));
  CHECK(pairs(first[1], "c", "d"));
  arena.record(first[0], result_for(first[0], "a"), kStart + 10);
  arena.record(first[1], result_for(first[1], "c"), kStart + 10);
  const auto second = arena.pair(kStart + 10);
  REQUIRE(second.size() == 2);
  CHECK(pairs(second[0], "a", "c"));
  CHECK(pairs(second[1], "b", "d"));

  Arena by_rating(kStart, kEnd);
  by_rating.join("low", "low", 1200, kStart);
  by_rating.join("high", "high", 2000, kStart);
  by_rating.join("mid-high", "mid-high", 1900, kStart);
  by_rating.join("mid-low", "mid-low", 1300, kStart);
  const auto rated = by_rating.pair(kStart);
  REQUIRE(rated.size() == 2);
  CHECK(pairs(rated[0], "high", "mid-high"));
  CHECK(pairs(rated[1], "mid-low", "low"));
}

TEST_CASE("arena: never the same opponent twice in a row") {
  Arena arena(kStart, kEnd);
  arena.join("a", "a", 1500, kStart);
  arena.join("b", "b", 1500, kStart);
  auto pairing = arena.pair(kStart).at(0);
  arena.record(pairing, GameResult::draw, kStart + 10);
  CHECK(arena.pair(kStart + 10).empty());  // the only free players have just met
  arena.join("c", "c", 1500, kStart + 20);
  const auto next = arena.pair(kStart + 20);
  REQUIRE(next.size() == 1);
  CHECK((pairs(next[0], "a", "c") || pairs(next[0], "b", "c")));
  // The one left over waits; once the others are free again it may meet its last opponent's
  // next opponent, but not its own last one.
  const std::string waiting = pairs(next[0], "a", "c") ? "b" : "a";
  arena.record(next[0], GameResult::draw, kStart + 30);
  const auto third = arena.pair(kStart + 30);
  REQUIRE(third.size() == 1);
  CHECK(pairs(third[0], waiting, "c"));
}

TEST_CASE(
    "arena: 2 points a win, 1 a draw, doubled after two wins in a row until a game is not won") {
  Arena arena(kStart, kEnd);
  arena.join("hero", "hero", 1500, kStart);
  arena.join("x", "x", 1500, kStart);
  arena.join("y", "y", 1500, kStart);
  std::int64_t now = kStart;
  // Plays hero against whichever opponent is free, with the given result for hero; a match of
  // the other two, paired while hero waits, is drawn.
  auto play = [&](GameResult hero_result) {
    for (int attempt = 0; attempt < 3; ++attempt) {
      now += 10;
      for (const auto& pairing : arena.pair(now)) {
        if (pairing.first != "hero" && pairing.second != "hero") {
          REQUIRE(arena.record(pairing, GameResult::draw, now));
          continue;
        }
        const GameResult first_result =
            pairing.first == "hero" ? hero_result : reversed(hero_result);
        REQUIRE(arena.record(pairing, first_result, now));
        return;
      }
    }
    FAIL("hero was not paired");
  };
  const auto score = [&] { return arena.find("hero")->score; };
  play(GameResult::win);
  CHECK(score() == 2);
  play(GameResult::win);
  CHECK(score() == 4);
  CHECK(arena.find("hero")->on_fire());
  play(GameResult::win);  // on fire: 4
  CHECK(score() == 8);
  play(GameResult::draw);  // on fire: 2, and the fire goes out
  CHECK(score() == 10);
  CHECK_FALSE(arena.find("hero")->on_fire());
  play(GameResult::win);
  CHECK(score() == 12);
  play(GameResult::loss);
  CHECK(score() == 12);
  const auto& sheet = arena.find("hero")->sheet;
  REQUIRE(sheet.size() == 6);
  CHECK(sheet[2].doubled);
  CHECK(sheet[3].doubled);
  CHECK(sheet[3].points == 2);
  CHECK_FALSE(sheet[4].doubled);
}

TEST_CASE("arena: a player who leaves is not paired, keeps its score, and may come back") {
  Arena arena(kStart, kEnd);
  arena.join("a", "a", 1500, kStart);
  arena.join("b", "b", 1500, kStart);
  arena.join("c", "c", 1500, kStart);
  const auto pairing = arena.pair(kStart).at(0);
  // A player leaves in the middle of a match: the match goes on and counts.
  CHECK(arena.leave(pairing.first));
  CHECK_FALSE(arena.leave(pairing.first));
  CHECK(arena.record(pairing, GameResult::win, kStart + 10));
  CHECK(arena.find(pairing.first)->score == 2);
  const auto next = arena.pair(kStart + 10);
  REQUIRE(next.size() == 1);
  CHECK(next[0].first != pairing.first);
  CHECK(next[0].second != pairing.first);
  CHECK(arena.join(pairing.first, "again", 1600, kStart + 20) == ArenaJoin::returned);
  CHECK(arena.find(pairing.first)->score == 2);
  CHECK(arena.join(pairing.first, "again", 1600, kStart + 20) == ArenaJoin::already_in);
}

TEST_CASE("arena: the end stops the pairing; running matches finish and count") {
  Arena arena(kStart, kEnd);
  arena.join("a", "a", 1500, kStart);
  arena.join("b", "b", 1500, kStart);
  const auto pairing = arena.pair(kEnd - 1).at(0);
  CHECK_FALSE(arena.final(kEnd));
  arena.join("c", "c", 1500, kEnd - 1);
  arena.join("d", "d", 1500, kEnd - 1);
  CHECK(arena.pair(kEnd).empty());
  CHECK(arena.join("e", "e", 1500, kEnd) == ArenaJoin::finished);
  CHECK(arena.record(pairing, GameResult::win, kEnd + 5'000));
  CHECK(arena.final(kEnd + 5'000));
  CHECK(arena.standings().front()->id == pairing.first);
  CHECK_FALSE(arena.record(pairing, GameResult::win, kEnd + 6'000));  // recorded once only
}

TEST_CASE("arena: a whole tournament of simulated players keeps every rule") {
  std::mt19937_64 random(7);
  Arena arena(kStart, kEnd);
  std::vector<std::string> ids;
  for (int i = 0; i < 40; ++i) {
    ids.push_back("p" + std::to_string(i));
    arena.join(ids.back(), ids.back(), 1200 + 20 * i, kStart);
  }
  struct Running {
    ArenaPairing pairing;
    std::int64_t ends_ms;
  };
  std::vector<Running> running;
  int games = 0;
  for (std::int64_t now = kStart; now < kEnd + 600'000; now += 1'000) {
    // Matches that end now are recorded: the stronger player wins more often.
    for (auto it = running.begin(); it != running.end();) {
      if (it->ends_ms > now) {
        ++it;
        continue;
      }
      const double gap =
          arena.find(it->pairing.first)->rating - arena.find(it->pairing.second)->rating;
      const double expected = 1 / (1 + std::pow(10.0, -gap / 400));
      const double roll = std::uniform_real_distribution<double>(0, 1)(random);
      const GameResult result = roll < 0.1                    ? GameResult::draw
                                : roll < 0.1 + 0.9 * expected ? GameResult::win
                                                              : GameResult::loss;
      REQUIRE(arena.record(it->pairing, result, now));
      ++games;
      it = running.erase(it);
    }
    // Now and then somebody leaves or comes back.
    if (now % 60'000 == 0) {
      const auto& who = ids[random() % ids.size()];
      if (arena.find(who)->present) {
        arena.leave(who);
      } else {
        arena.join(who, who, arena.find(who)->rating, now);
      }
    }
    for (const auto& pairing : arena.pair(now)) {
      const ArenaPlayer& first = *arena.find(pairing.first);
      const ArenaPlayer& second = *arena.find(pairing.second);
      CHECK(now < kEnd);
      CHECK(first.present);
      CHECK(second.present);
      CHECK(first.last_opponent != second.id);
      CHECK(second.last_opponent != first.id);
      // The one who begins had begun no more matches than the other, for the games each played.
      const auto balance = [](const ArenaPlayer& player, int begun) {
        return 2 * begun - static_cast<int>(player.sheet.size());
      };
      CHECK(balance(first, first.played_first - 1) <= balance(second, second.played_first));
      running.push_back({pairing, now + 60'000 + static_cast<std::int64_t>(random() % 240'000)});
    }
    // Nobody free waits while another free player it may meet waits too.
    std::vector<const ArenaPlayer*> free;
    for (const auto* player : arena.standings()) {
      if (player->present && !player->playing()) free.push_back(player);
    }
    if (now < kEnd) {
      for (const auto* a : free) {
        for (const auto* b : free) {
          if (a != b) CHECK((a->last_opponent == b->id || b->last_opponent == a->id));
        }
      }
    }
  }
  CHECK(running.empty());
  CHECK(arena.final(kEnd + 600'000));
  CHECK(games > 200);
  // The score is the sum of the sheet.
  int total_games = 0;
  for (const auto* player : arena.standings()) {
    int sum = 0;
    for (const auto& game : player->sheet)
      sum += game.points;
    CHECK(sum == player->score);
    total_games += static_cast<int>(player->sheet.size());
  }
  CHECK(total_games == 2 * games);
  // The standings are ordered by score.
  const auto standings = arena.standings();
  for (std::size_t i = 1; i < standings.size(); ++i)
    CHECK(standings[i - 1]->score >= standings[i]->score);
}
