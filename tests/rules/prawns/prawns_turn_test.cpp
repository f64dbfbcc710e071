// rules/prawns/RULES.md: the order of a turn (R-P1, R-P4, R-P6) and the win.

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

TEST_CASE("prawns R-P1: evolutions, then the move, then evolutions after it, then the win check") {
  auto state = make_state({with_crowd({"GKa8", "GKb7"})});
  play(state, "a8=S");   // before the move
  play(state, "b7-b8");  // the move reaches the zone
  CHECK(position_of(state).phase == kAfterMove);
  CHECK(legal_names(state) == Names{"a8=C", "a8=L", "b8=C", "b8=L", "b8=S", "end"});
  play(state, "b8=S");  // after the move; the pool holds no more shrimp
  CHECK(legal_names(state) == Names{"a8=C", "a8=L", "end"});
  play(state, "a8=C");  // nothing left to evolve: the turn is over
  CHECK(state.deciders() == rules::SeatSet::of(kBlue));
  CHECK(at(state, "a8") == "GC");
  CHECK(at(state, "b8") == "GS");
}

TEST_CASE("prawns R-P1: a prawn that evolved before the move may re-evolve after it") {
  auto state = make_state({with_crowd({"GKa8", "GKd4"})});
  play(state, "a8=S");
  play(state, "d4-d5");
  CHECK(legal_names(state) == Names{"a8=C", "a8=L", "end"});
}

TEST_CASE(
    "prawns R-P4: after the move the player evolves or plays end, if an evolution is possible") {
  auto state = make_state({with_crowd({"GKb7"})});
  play(state, "b7-b8");
  CHECK(legal_names(state) == Names{"b8=C", "b8=L", "b8=S", "end"});
  CHECK(contains(rejection(state, "h3-h4"), "evolve a prawn or play end"));
  const int ply = state.ply();
  play(state, "end");
  CHECK(state.ply() == ply + 1);
  CHECK(at(state, "b8") == "GK");
  CHECK(state.deciders() == rules::SeatSet::of(kBlue));
}

TEST_CASE("prawns R-P4: otherwise the turn ends by itself, and end is not an action") {
  auto state = make_state({with_crowd({"GKb6"})});
  CHECK(contains(rejection(state, "end"), "make your move first"));
  play(state, "b6-b7");
  CHECK(state.deciders() == rules::SeatSet::of(kBlue));
  CHECK(position_of(state).phase == kBeforeMove);
}

TEST_CASE("prawns R-P4: a prawn already on the zone makes evolution possible after any move") {
  auto state = make_state({with_crowd({"GKa8", "GKd4"})});
  play(state, "d4-d5");
  CHECK(legal_names(state) == Names{"a8=C", "a8=L", "a8=S", "end"});
}

TEST_CASE("prawns win: when every prawn on the board belongs to one side, that side wins") {
  auto state = make_state({{"GCd4", "BKd6"}});
  play(state, "d4xd6");
  CHECK(state.status().outcome == rules::Outcome::won);
  CHECK(state.status().winner == kGreen);
  CHECK(state.status().reason == "all_eaten");
  CHECK(state.deciders().empty());
}

TEST_CASE("prawns win: Blue wins the same way; the game goes on while both sides have prawns") {
  auto blue = make_state({{"GKd4", "BCd8"}, {}, kBlue});
  play(blue, "d8xd4");
  CHECK(blue.status().winner == kBlue);
  auto going_on = make_state({{"GKd4", "GKa1", "BCd8"}, {}, kBlue});
  play(going_on, "d8xd4");
  CHECK_FALSE(going_on.status().over());
  CHECK(going_on.deciders() == rules::SeatSet::of(kGreen));
}

TEST_CASE(
    "prawns R-P6: after eating the last enemy prawn the mover still evolves or ends; then the "
    "win") {
  auto state = make_state({{"GKb7", "BKb8", "GKh3"}});
  play(state, "b7xb8");
  CHECK_FALSE(state.status().over());
  CHECK(legal_names(state) == Names{"b8=C", "b8=L", "b8=S", "end"});
  play(state, "b8=S");
  CHECK(state.status().outcome == rules::Outcome::won);
  CHECK(state.status().winner == kGreen);
  auto ended = make_state({{"GKb7", "BKb8", "GKh3"}});
  play(ended, "b7xb8");
  play(ended, "end");
  CHECK(ended.status().winner == kGreen);
}

}  // namespace
}  // namespace rockpool::tests::prawns
