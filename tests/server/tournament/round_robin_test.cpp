// The round robin: every pairing made at the start by the circle method, the crosstable and its
// Sonneborn–Berger tie-breaks.

#include "server/tournament/round_robin.hpp"

#include <doctest/doctest.h>

#include <set>
#include <utility>

using namespace rockpool::server;

namespace {

std::vector<std::string> seeds(int count) {
  std::vector<std::string> players;
  for (int i = 0; i < count; ++i)
    players.push_back("p" + std::to_string(i));
  return players;
}

}  // namespace

TEST_CASE("round robin: 3 to 10 players") {
  CHECK_FALSE(RoundRobin::create(seeds(2)));
  CHECK(RoundRobin::create(seeds(3)));
  CHECK(RoundRobin::create(seeds(10)));
  CHECK_FALSE(RoundRobin::create(seeds(11)));
}

TEST_CASE("round robin: everyone meets everyone once, once a round at most, colours balanced") {
  for (int count = RoundRobin::kMinPlayers; count <= RoundRobin::kMaxPlayers; ++count) {
    CAPTURE(count);
    const auto tournament = RoundRobin::create(seeds(count));
    REQUIRE(tournament);
    CHECK(tournament->rounds() == (count % 2 == 0 ? count - 1 : count));
    CHECK(tournament->games().size() == static_cast<std::size_t>(count * (count - 1) / 2));
    std::set<std::pair<int, int>> met;
    std::vector<int> begun(static_cast<std::size_t>(count), 0);
    std::vector<int> byes(static_cast<std::size_t>(count), 0);
    for (int round = 0; round < tournament->rounds(); ++round) {
      std::vector<int> plays(static_cast<std::size_t>(count), 0);
      for (const auto& game : tournament->games()) {
        if (game.round != round) continue;
        CHECK(game.first != game.second);
        ++plays[static_cast<std::size_t>(game.first)];
        ++plays[static_cast<std::size_t>(game.second)];
        ++begun[static_cast<std::size_t>(game.first)];
        CHECK(met.insert(std::minmax(game.first, game.second)).second);
      }
      for (int player = 0; player < count; ++player) {
        CHECK(plays[static_cast<std::size_t>(player)] <= 1);
        if (plays[static_cast<std::size_t>(player)] == 0) ++byes[static_cast<std::size_t>(player)];
      }
    }
    for (int player = 0; player < count; ++player) {
      const int answered = count - 1 - begun[static_cast<std::size_t>(player)];
      CHECK(std::abs(begun[static_cast<std::size_t>(player)] - answered) <= 1);
      CHECK(byes[static_cast<std::size_t>(player)] == (count % 2 == 0 ? 0 : 1));
    }
  }
}

TEST_CASE("round robin: 5 players to the crosstable, ties broken by Sonneborn-Berger") {
  auto tournament = RoundRobin::create({"ann", "bob", "cid", "dee", "eve"});
  REQUIRE(tournament);
  // The results, as points of the row player against the column player:
  //        ann bob cid dee eve  total
  //  ann    -   1   0   1   1    3
  //  bob    0   -   1   1   1    3
  //  cid    1   0   -   ½   ½    2
  //  dee    0   0   ½   -   1    1½
  //  eve    0   0   ½   0   -    ½
  const double table[5][5] = {{-1, 1, 0, 1, 1},
                              {0, -1, 1, 1, 1},
                              {1, 0, -1, 0.5, 0.5},
                              {0, 0, 0.5, -1, 1},
                              {0, 0, 0.5, 0, -1}};
  CHECK_FALSE(tournament->complete());
  for (std::size_t index = 0; index < tournament->games().size(); ++index) {
    const auto& game = tournament->games()[index];
    const double points = table[game.first][game.second];
    const GameResult result = points == 1   ? GameResult::win
                              : points == 0 ? GameResult::loss
                                            : GameResult::draw;
    CHECK(tournament->record(index, result));
    CHECK_FALSE(tournament->record(index, result));  // a result is recorded once
  }
  CHECK(tournament->complete());
  for (int row = 0; row < 5; ++row) {
    for (int column = 0; column < 5; ++column) {
      if (row == column) continue;
      CHECK(tournament->cell(row, column) == table[row][column]);
    }
  }
  CHECK(tournament->points(0) == 3);
  CHECK(tournament->points(1) == 3);
  CHECK(tournament->points(4) == 0.5);
  // ann beat bob (3), dee (1½) and eve (½): 5; bob beat cid (2), dee and eve: 4.
  CHECK(tournament->sonneborn_berger(0) == 5);
  CHECK(tournament->sonneborn_berger(1) == 4);
  // cid beat ann (3) and drew dee and eve: 3 + ¾ + ¼.
  CHECK(tournament->sonneborn_berger(2) == 4);
  CHECK(tournament->standings() == std::vector<int>{0, 1, 2, 3, 4});
}

TEST_CASE("round robin: equal points and tie-breaks keep the seeding order") {
  auto tournament = RoundRobin::create(seeds(4));
  REQUIRE(tournament);
  for (std::size_t index = 0; index < tournament->games().size(); ++index)
    tournament->record(index, GameResult::draw);
  CHECK(tournament->standings() == std::vector<int>{0, 1, 2, 3});
  CHECK(tournament->points(3) == 1.5);
}
