// rules/kaninariebi/RULES.md: captures, R-K1 (the order of a move's consequences) and R-K2.

#include "tests/rules/kaninariebi/kaninariebi_setup.hpp"

namespace rockpool::tests::kaninariebi {
namespace {

TEST_CASE("kaninariebi capture: a run of enemy pieces closed by a friendly piece, for good") {
  auto state = make_state({.black_crabs = "d3", .black_shrimps = "b4", .red_crabs = "b3 c3 e1 e5"});
  play(*state, "b4-a3");
  CHECK(at(*state, "b3") == ".");
  CHECK(at(*state, "c3") == ".");
  CHECK(at(*state, "d3") == "B");
  CHECK(position_of(*state).captured[0] == 2);
  CHECK(position_of(*state).captured[1] == 0);
  CHECK(state->status().outcome == rules::Outcome::playing);
  // Red captures too, shrimps as well as crabs.
  auto red = make_state(
      {.black_crabs = "a1 a5", .black_shrimps = "c4", .red_crabs = "e4 b4", .to_move = 1});
  play(*red, "e4-d4");
  CHECK(at(*red, "c4") == ".");
  CHECK(position_of(*red).captured[1] == 1);
}

TEST_CASE("kaninariebi capture: a double capture in two directions at once") {
  auto state =
      make_state({.black_crabs = "a3 b5 d3", .red_crabs = "b4 e1 e2", .red_shrimps = "c3"});
  play(*state, "a3-b3");
  CHECK(at(*state, "b4") == ".");  // north, closed by b5
  CHECK(at(*state, "c3") == ".");  // east, closed by d3
  CHECK(at(*state, "b3") == "B");
  CHECK(position_of(*state).captured[0] == 2);
  CHECK(state->deciders() == rules::SeatSet::of(1));
}

TEST_CASE("kaninariebi R-K2: the board edge and empty squares never capture") {
  auto state = make_state({.black_crabs = "a3 a1", .red_crabs = "b4 c3 d3 e3"});
  play(*state, "a3-b3");
  // East: c3 d3 e3 then the edge; north: b4 then the empty b5.
  for (const char* square : {"b4", "c3", "d3", "e3"})
    CHECK(at(*state, square) == "R");
  CHECK(position_of(*state).captured[0] == 0);
}

TEST_CASE("kaninariebi R-K2: a piece moving between two enemies is not captured") {
  auto state = make_state({.black_crabs = "a2 a5", .red_crabs = "b1 b3 e5"});
  play(*state, "a2-b2");
  CHECK(at(*state, "b2") == "B");
  CHECK(position_of(*state).captured[1] == 0);
  play(*state, "e5-d5");
  CHECK(at(*state, "b2") == "B");
  CHECK(position_of(*state).captured[1] == 0);
  // Only a piece that moves captures: Red must move a piece to close a run.
  auto later = make_state({.black_crabs = "b2 a5", .red_crabs = "b1 e3", .to_move = 1});
  play(*later, "e3-b3");
  CHECK(at(*later, "b2") == ".");
  CHECK(position_of(*later).captured[1] == 1);
}

TEST_CASE("kaninariebi R-K1: current, then promotion, then capture, then win check, then bond") {
  // The capture is judged where the piece came to rest, after the current: c1, not c3.
  auto capture = make_state({.black_crabs = "a3 e1 e3", .red_crabs = "d1 d3 b5"});
  play(*capture, "a3-c3v");
  CHECK(at(*capture, "c1") == "B");
  CHECK(at(*capture, "d1") == ".");
  CHECK(at(*capture, "d3") == "R");
  CHECK(position_of(*capture).captured[0] == 1);

  // The bond too: c3 touched the crab on d3, c1 touches only a shrimp; c5 touches the crab d5.
  const Setup bond{.black_crabs = "a3 d3 d5", .black_shrimps = "b1", .red_crabs = "e5 e2"};
  auto down = make_state(bond);
  play(*down, "a3-c3v");
  CHECK(position_of(*down).phase == kMovePhase);
  CHECK(down->deciders() == rules::SeatSet::of(1));
  auto up = make_state(bond);
  play(*up, "a3-c3^");
  CHECK(position_of(*up).phase == kBondPhase);
  CHECK(position_of(*up).bond_group == squares("c5 d5"));

  // Promotion before the win check: the promoted crab is the third shrimp.
  auto promote = make_state({.black_crabs = "a3", .black_shrimps = "b1 b5", .red_crabs = "e5"});
  play(*promote, "a3-e3+");
  CHECK(promote->status().outcome == rules::Outcome::won);
  CHECK(promote->status().reason == "shrimps");
}

}  // namespace
}  // namespace rockpool::tests::kaninariebi
