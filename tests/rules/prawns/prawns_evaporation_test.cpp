// rules/prawns/RULES.md: evaporation (R-P8) and asphyxiation (R-P2, R-P7).

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

Sea sea_of(const rules::State& state) {
  return position_of(state).now.sea;
}

Sea sea(const std::string& corners) {
  return Sea{
      static_cast<std::uint8_t>(corners[0] - 'a'), static_cast<std::uint8_t>(corners[2] - 'a'),
      static_cast<std::uint8_t>(corners[1] - '1'), static_cast<std::uint8_t>(corners[3] - '1')};
}

TEST_CASE("prawns evaporation: none while 6 or more prawns are on the board") {
  auto state = make_state({{"GKd4", "GKa1", "GKb2", "BKe5", "BKh8", "BKg8", "BKf8"}});
  play(state, "d4xe5");  // 6 left
  CHECK(sea_of(state) == sea("a1h8"));
}

TEST_CASE(
    "prawns R-P8: the move that brings the count to 5 already shrinks the sea; the zone follows") {
  auto state = make_state({{"GKd4", "GKb6", "GKg3", "BKe5", "BKc3", "BKf2"}});
  play(state, "d4xe5");  // 5 left: e5 b6 g3 c3 f2
  CHECK(sea_of(state) == sea("b2g6"));
  // Green's zone is the new sea's top rank, 6: the krill on b6 may evolve after the move.
  CHECK(legal_names(state) == Names{"b6=C", "b6=L", "b6=S", "end"});
  play(state, "end");
  // Blue's zone is the sea's bottom rank, 2.
  CHECK(legal_from(state, "f2=") == Names{"f2=C", "f2=L", "f2=S"});
}

TEST_CASE(
    "prawns evaporation: after every move the sea shrinks to the smallest rectangle; it never "
    "grows") {
  auto state = make_state({{"GKb2", "GKd4", "BKf6", "BKg7"}, {}, kGreen, "b2g7"});
  play(state, "b2-c3");
  CHECK(sea_of(state) == sea("c3g7"));
  play(state, "g7-f7");
  CHECK(sea_of(state) == sea("c3f7"));
  CHECK(contains(rejection(state, "c3-b3"), "outside the sea"));
  CHECK_FALSE(is_legal(state, "c3-b2"));
  play(state, "c3-d3");
  CHECK(sea_of(state) == sea("d3f7"));
}

TEST_CASE("prawns evaporation: every move stays in the sea; a crab stops at its edge") {
  auto state = make_state({{"GCc4", "GKd6", "BKf5"}, {}, kGreen, "c4f6"});
  CHECK(legal_from(state, "c4") == Names{"c4-c5", "c4-c6", "c4-d4", "c4-e4", "c4-f4"});
  CHECK(contains(rejection(state, "c4-c3"), "outside the sea"));
  CHECK(contains(rejection(state, "c4-g4"), "outside the sea"));
}

TEST_CASE("prawns evaporation: the sea's edges are the walls for wall-jumps") {
  auto state = make_state({{"GKd4", "GKc5", "BKf6"}, {}, kGreen, "c4f6"});
  CHECK(is_legal(state, "d4-c6"));  // d4 over c5 bounces off the c-file wall
  CHECK_FALSE(is_legal(state, "d4-b6"));
  CHECK(contains(rejection(state, "d4-b6"), "outside the sea"));
  play(state, "d4-c6");
  CHECK(at(state, "c6") == "GK");
}

TEST_CASE("prawns asphyxiation: Blue on c5, a Green lobster on f5, sea c5-f5: the lobster leaves") {
  auto state = make_state({{"BKc5", "GLf5"}, {}, kGreen, "c5f5"});
  CHECK(legal_names(state) == Names{"f5-off"});
  play(state, "f5-off");
  CHECK(at(state, "f5").empty());
  CHECK(pool(state, kGreen, 'L') == 2);  // it returns to Green's pool
  CHECK(state.status().outcome == rules::Outcome::won);
  CHECK(state.status().winner == kBlue);
  CHECK(state.status().reason == "asphyxiation");
}

TEST_CASE("prawns asphyxiation: only when no move stays in the sea; any prawn may leave") {
  auto free = make_state({{"BKc5", "GKf5"}, {}, kGreen, "c5f5"});
  CHECK(legal_names(free) == Names{"f5-e5", "f5=C", "f5=L", "f5=S"});  // on the zone
  CHECK(contains(rejection(free, "f5-off"), "only when no move"));
  auto two = make_state({{"BKc5", "GLf5", "GLd5"}, {}, kGreen, "c5f5"});
  CHECK(legal_names(two) == Names{"d5-off", "f5-off"});
  play(two, "d5-off");
  CHECK(sea_of(two) == sea("c5f5"));
  CHECK(two.deciders() == rules::SeatSet::of(kBlue));
  CHECK_FALSE(two.status().over());
}

// A corner of a sea a7-c8 where no Green prawn can move until the krill on a8 becomes a shrimp.
Setup trapped() {
  return {{"GKa8", "GCb8", "GLc8", "GCa7", "GLb7", "BKc7"}, {}, kGreen, "a7c8"};
}

TEST_CASE("prawns R-P2: the forced exit is tested after the start-of-turn evolutions") {
  auto state = make_state(trapped());
  CHECK(legal_names(state) ==
        Names{"a7-off", "a8-off", "a8=S", "b7-off", "b8-off", "b8=S", "c8-off", "c8=S"});
  play(state, "a8=S");
  CHECK(legal_names(state) == Names{"a8xc7", "b8=S", "c8=S"});  // a move now: no exit
}

TEST_CASE(
    "prawns R-P7: asphyxiation is decided when the move is made; the evolutions stay listed") {
  auto state = make_state(trapped());
  play(state, "c8=S");  // a shrimp on c8 has no move in this corner either; a lobster is free
  CHECK(legal_names(state) ==
        Names{"a7-off", "a8-off", "a8=L", "a8=S", "b7-off", "b8-off", "b8=L", "b8=S", "c8-off"});
  play(state, "b7-off");
  CHECK(at(state, "b7").empty());
  CHECK(sea_of(state) == sea("a7c8"));
  CHECK(pool(state, kGreen, 'L') == 2);
  CHECK(state.deciders() == rules::SeatSet::of(kGreen));      // after the move: evolve or end
  CHECK(legal_names(state) == Names{"a8=L", "a8=S", "end"});  // 5 prawns: no re-evolution
}

}  // namespace
}  // namespace rockpool::tests::prawns
