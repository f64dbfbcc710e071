// rules/prawns/RULES.md: wall-jumps, with the two examples of the rules.

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

TEST_CASE("prawns wall-jump: b4 over a5 lands on a6") {
  auto state = make_state({{"GKb4", "GKa5", "BKh8"}});
  check_jump(state, "b4", "a5", "a6", "GK");
}

TEST_CASE("prawns wall-jump: d7 over e8 lands on f8 (any wall will do)") {
  auto state = make_state({{"GKd7", "GKe8", "BKa1"}});
  CHECK(is_legal(state, "d7-f8"));
  play(state, "d7-f8");
  CHECK(at(state, "f8") == "GK");
  auto blue = make_state({{"BKd2", "BKe1", "GKa8"}, {}, kBlue});  // Blue's bottom wall
  CHECK(is_legal(blue, "d2-f1"));
  auto right = make_state({{"GKg3", "GKh4", "BKa8"}});  // the right wall
  CHECK(is_legal(right, "g3-h5"));
}

TEST_CASE(
    "prawns wall-jump: any species wall-jumps; a shrimp's equals its knight's leap, listed once") {
  for (const char* jumper : {"GCb4", "GLb4"}) {
    CAPTURE(jumper);
    auto state = make_state({{jumper, "GKa5", "BKh8"}});
    CHECK(is_legal(state, "b4-a6"));
  }
  auto shrimp = make_state({{"GSb4", "GKa5", "BKh8"}});
  const Names moves = legal_from(shrimp, "b4");
  CHECK(std::count(moves.begin(), moves.end(), "b4-a6") == 1);
}

TEST_CASE("prawns wall-jump: never at 90 degrees to the wall") {
  // A krill beside a friend on the wall: only its swims, nothing bounces back.
  auto krill = make_state({{"GKb5", "GKa5", "BKh8"}});
  CHECK(legal_from(krill, "b5") ==
        Names{"b5-a4", "b5-a6", "b5-b4", "b5-b6", "b5-c4", "b5-c5", "b5-c6"});
  auto crab = make_state({{"GCb5", "GKa5", "BKh8"}});
  CHECK(contains(rejection(crab, "b5-a6"), "straight at the wall"));
  CHECK(contains(rejection(crab, "b5-a4"), "straight at the wall"));
  auto top = make_state({{"GCd7", "GKd8", "BKh1"}});
  CHECK(contains(rejection(top, "d7-c8"), "straight at the wall"));
}

TEST_CASE("prawns wall-jump: never in reverse") {
  auto state = make_state({{"GKa6", "GKa5", "BKh8"}});
  CHECK(contains(rejection(state, "a6-b4"), "never made in reverse"));
  CHECK(is_legal(state, "a6-a4"));  // the ordinary jump along the wall
  auto top = make_state({{"GKf8", "GKe8", "BKh1"}});
  CHECK(contains(rejection(top, "f8-d7"), "never made in reverse"));
}

TEST_CASE("prawns wall-jump: illegal over an enemy prawn") {
  auto state = make_state({{"GKb4", "BKa5", "BKh8"}});
  CHECK(contains(rejection(state, "b4-a6"), "not an enemy"));
}

TEST_CASE("prawns wall-jump: the landing square must be empty, and a jump never eats") {
  auto own = make_state({{"GKb4", "GKa5", "GKa6", "BKh8"}});
  CHECK(contains(rejection(own, "b4-a6"), "your own side"));
  auto enemy = make_state({{"GKb4", "GKa5", "BKa6", "BKh8"}});
  CHECK(contains(rejection(enemy, "b4-a6"), "a jump never eats"));
  CHECK(contains(rejection(enemy, "b4xa6"), "a jump never eats"));
}

TEST_CASE("prawns wall-jump: the jumped prawn must touch the wall") {
  auto state = make_state({{"GCc4", "GKb5", "BKh8"}});
  CHECK(is_legal(state, "c4-a6"));  // the ordinary diagonal jump
  CHECK(contains(rejection(state, "c4-b6"), "must touch that wall"));
}

TEST_CASE("prawns wall-jump: none in a corner, where the landing is off the sea both ways") {
  auto state = make_state({{"GCb7", "GKa8", "BKh1"}});
  CHECK(legal_from(state, "b7") == Names{"b7-a7", "b7-b1", "b7-b2", "b7-b3", "b7-b4", "b7-b5",
                                         "b7-b6", "b7-b8", "b7-c7", "b7-d7", "b7-e7", "b7-f7",
                                         "b7-g7", "b7-h7"});
}

}  // namespace
}  // namespace rockpool::tests::prawns
