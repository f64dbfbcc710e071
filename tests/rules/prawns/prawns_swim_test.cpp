// rules/prawns/RULES.md: swimming (the four species) and eating.

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

TEST_CASE("prawns swim: a krill moves one square in any of 8 directions") {
  auto state = make_state({{"GKd4", "BKh8"}});
  CHECK(legal_from(state, "d4") ==
        Names{"d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"});
  CHECK(contains(rejection(state, "d4-f5"), "krill swim one square"));
  CHECK(contains(rejection(state, "d4-d6"), "only a krill's very first move"));
}

TEST_CASE("prawns swim: a shrimp leaps like a knight or steps one square diagonally") {
  auto state = make_state({{"GSd4", "BKh8"}});
  CHECK(legal_from(state, "d4") == Names{"d4-b3", "d4-b5", "d4-c2", "d4-c3", "d4-c5", "d4-c6",
                                         "d4-e2", "d4-e3", "d4-e5", "d4-e6", "d4-f3", "d4-f5"});
  CHECK(contains(rejection(state, "d4-d5"), "shrimp hop"));
}

TEST_CASE("prawns swim: a shrimp hops over anything, friend or enemy") {
  // Surrounded on all eight sides, it still leaps to every knight square.
  auto state = make_state(
      {{"GSd4", "GKc3", "GKc4", "GKc5", "GKd3", "BKd5", "BKe3", "BKe4", "BKe5", "BKh8"}});
  const Names moves = legal_from(state, "d4");
  for (const char* to : {"b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"}) {
    CHECK(std::find(moves.begin(), moves.end(), std::string("d4-") + to) != moves.end());
  }
  CHECK(std::find(moves.begin(), moves.end(), "d4xe5") != moves.end());  // diagonal step eats
}

TEST_CASE("prawns swim: a crab moves along its rank or file and is blocked by any prawn") {
  auto state = make_state({{"GCd4", "GKd6", "GKb4", "BKf4", "BKh8"}});
  CHECK(legal_from(state, "d4") ==
        Names{"d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-e4", "d4xf4"});
  CHECK(contains(rejection(state, "d4-g4"), "blocked"));
  CHECK(contains(rejection(state, "d4-a4"), "blocked"));
  CHECK(contains(rejection(state, "d4-d8"), "blocked"));
}

TEST_CASE("prawns swim: a lobster moves along a diagonal and is blocked by any prawn") {
  auto state = make_state({{"GLd4", "GKb2", "BKf6", "BKh8"}});
  CHECK(legal_from(state, "d4") ==
        Names{"d4-a7", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-f2", "d4-g1", "d4xf6"});
  CHECK(contains(rejection(state, "d4-g7"), "blocked"));
  CHECK(contains(rejection(state, "d4-a1"), "blocked"));
}

TEST_CASE("prawns swim: never onto a prawn of one's own side") {
  auto state = make_state({{"GKd4", "GKd5", "GCa1", "GCa3", "BKh8"}});
  CHECK(contains(rejection(state, "d4-d5"), "your own side"));
  CHECK(contains(rejection(state, "d4xd5"), "your own side"));
  CHECK(contains(rejection(state, "a1-a3"), "your own side"));
}

TEST_CASE("prawns eat: a swim ending on an enemy eats it and it returns to its owner's pool") {
  auto state = make_state({{"GKd4", "BSe5", "BKh8"}});
  CHECK(pool(state, kBlue, 'S') == 1);
  play(state, "d4xe5");
  CHECK(at(state, "e5") == "GK");
  CHECK(at(state, "d4").empty());
  CHECK(pool(state, kBlue, 'S') == 2);
  CHECK(state.deciders() == rules::SeatSet::of(kBlue));
}

TEST_CASE(
    "prawns eat: a shrimp's hop eats, and crabs and lobsters eat the prawn that blocks them") {
  auto shrimp = make_state({{"GSd4", "GKd5", "BKd6", "BLe6", "BKh8"}});
  play(shrimp, "d4xe6");
  CHECK(at(shrimp, "e6") == "GS");
  CHECK(pool(shrimp, kBlue, 'L') == 2);
  auto crab = make_state({{"GCa1", "BKa7", "BKh8"}});
  CHECK(is_legal(crab, "a1xa7"));
  CHECK_FALSE(is_legal(crab, "a1xa8"));
}

TEST_CASE("prawns eat: written with x; a move onto an empty square is written with -") {
  auto state = make_state({{"GKd4", "BSe5", "BKh8"}});
  CHECK(contains(rejection(state, "d4-e5"), "eating it is written d4xe5"));
  CHECK(contains(rejection(state, "d4xd5"), "nothing to eat on d5"));
}

TEST_CASE("prawns eat: a jump never eats") {
  auto state = make_state({{"GKc3", "GKd4", "BKe5", "BKh8"}});
  CHECK(contains(rejection(state, "c3-e5"), "a jump never eats"));
  CHECK(contains(rejection(state, "c3xe5"), "a jump never eats"));
}

}  // namespace
}  // namespace rockpool::tests::prawns
