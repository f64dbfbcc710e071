// rules/prawns/RULES.md: the jump-start (R-P3) and ordinary jumps.

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

TEST_CASE("prawns jump-start: a single krill jumps two squares forward on its first move") {
  auto state = started("SC", "SC");
  CHECK(is_legal(*state, "e1-e3"));
  play(*state, "e1-e3");
  CHECK(at(*state, "e3") == "GK");
  CHECK(is_legal(*state, "d8-d6"));  // Blue's forward is down the board
  play(*state, "d8-d6");
  CHECK(at(*state, "d6") == "BK");
}

TEST_CASE("prawns jump-start: over a prawn of its own side, here a lobster") {
  auto state = started("LS", "SC");  // a Green lobster on a2
  CHECK(is_legal(*state, "a1-a3"));
  play(*state, "a1-a3");
  CHECK(at(*state, "a3") == "GK");
  CHECK(at(*state, "a2") == "GL");
}

TEST_CASE("prawns jump-start: illegal over an enemy prawn") {
  auto state = make_state({{"GKc1", "BKc2", "BKh8"}, {"c1"}});
  CHECK(contains(rejection(state, "c1-c3"), "may not pass over an enemy"));
}

TEST_CASE("prawns jump-start: illegal onto an occupied square") {
  auto state = make_state({{"GKd1", "GKf1", "BKd3", "GKf3", "BKh8"}, {"d1", "f1"}});
  CHECK(contains(rejection(state, "d1-d3"), "must land on an empty square"));
  CHECK(contains(rejection(state, "d1xd3"), "must land on an empty square"));
  CHECK(contains(rejection(state, "f1-f3"), "must land on an empty square"));
}

TEST_CASE("prawns jump-start: illegal after the krill's first move") {
  auto state = started("SC", "SC");
  play(*state, "e1-e2");
  play(*state, "d8-d7");
  CHECK(contains(rejection(*state, "e2-e4"), "only a krill's very first move"));
}

TEST_CASE("prawns jump-start: illegal for a lobster, or any prawn but a krill") {
  auto state = started("LC", "SC");  // a Green lobster on a2, a crab on h2
  CHECK(contains(rejection(*state, "a2-a4"), "only krill jump-start"));
  CHECK(is_legal(*state, "h2-h4"));  // a crab's swim, not a jump-start
  auto lone = make_state({{"GLe3", "BKh8"}});
  CHECK(contains(rejection(lone, "e3-e5"), "only krill jump-start"));
}

TEST_CASE("prawns R-P3: the first move is tracked per krill; an unmoved krill keeps it") {
  auto state = started("SC", "SC");
  play(*state, "b1-b2");
  play(*state, "g8-g7");
  play(*state, "d1-d2");
  play(*state, "g7-g6");
  play(*state, "b2-c3");
  play(*state, "g6-g5");
  CHECK(is_legal(*state, "c1-c3") == false);  // c3 is taken now
  CHECK(is_legal(*state, "e1-e3"));           // e1 has never moved
  CHECK(contains(rejection(*state, "d2-d4"), "very first move"));
  const auto& fresh = position_of(*state).now.fresh;
  CHECK((fresh & Board::bit(square("e1"))) != 0);
  CHECK((fresh & Board::bit(square("d2"))) == 0);
  CHECK((fresh & Board::bit(square("c3"))) == 0);
}

TEST_CASE("prawns jump: over an adjacent prawn of one's side to the empty square beyond") {
  // A diagonal jump and a vertical jump of krill.
  auto diagonal = make_state({{"GKc3", "GKd4", "BKh8"}});
  check_jump(diagonal, "c3", "d4", "e5", "GK");
  auto vertical = make_state({{"GKc3", "GKc4", "BKh8"}});
  CHECK(is_legal(vertical, "c3-c5"));
  CHECK(is_legal(vertical, "c4-c2"));
  auto sideways = make_state({{"GKc3", "GKd3", "BKh8"}});
  CHECK(is_legal(sideways, "c3-e3"));
  CHECK(is_legal(sideways, "d3-b3"));
}

TEST_CASE("prawns jump: every species jumps the same way (a crab jumps diagonally over a krill)") {
  for (const char* jumper : {"GSc3", "GCc3", "GLc3"}) {
    CAPTURE(jumper);
    auto state = make_state({{jumper, "GKd4", "BKh8"}});
    CHECK(is_legal(state, "c3-e5"));
  }
  auto crab = make_state({{"GCc3", "GKd4", "BKh8"}});
  play(crab, "c3-e5");
  CHECK(at(crab, "e5") == "GC");
}

TEST_CASE("prawns jump: illegal onto an enemy prawn") {
  auto state = make_state({{"GKc3", "GKd4", "BKe5", "BKh8"}});
  CHECK(contains(rejection(state, "c3-e5"), "lands on an empty square"));
}

TEST_CASE("prawns jump: illegal over an enemy prawn") {
  auto state = make_state({{"GKc3", "BKd4", "BKh8"}});
  CHECK(contains(rejection(state, "c3-e5"), "not over an enemy"));
}

TEST_CASE("prawns jump: illegal over an empty square") {
  auto state = make_state({{"GKc3", "BKh8"}});
  CHECK(contains(rejection(state, "c3-e5"), "needs a prawn of your own side"));
  CHECK(contains(rejection(state, "c3-c5"), "only a krill's very first move"));
}

TEST_CASE("prawns jump: a jump-start over a friend and the same jump are one action") {
  auto state = started("LS", "SC");
  const Names from_a1 = legal_from(*state, "a1");
  CHECK(std::count(from_a1.begin(), from_a1.end(), "a1-a3") == 1);
}

}  // namespace
}  // namespace rockpool::tests::prawns
