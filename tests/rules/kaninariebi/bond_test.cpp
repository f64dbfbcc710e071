// rules/kaninariebi/RULES.md: the bond move, R-K4 and the room option mixed_bonds.

#include "tests/rules/kaninariebi/kaninariebi_setup.hpp"

namespace rockpool::tests::kaninariebi {
namespace {

// Black's crabs on a2 and b3, Red's out of the way, after a2-b2: the crab comes to rest next to b3,
// and Black is offered the bond move.
std::unique_ptr<KaniNariEbiState> offered_bond() {
  auto state = make_state({.black_crabs = "a2 b3", .red_crabs = "e1 e5"});
  play(*state, "a2-b2");
  return state;
}

TEST_CASE("kaninariebi bond: coming to rest next to a friendly piece of its type offers a bond") {
  auto state = offered_bond();
  CHECK(state->deciders() == rules::SeatSet::of(0));
  CHECK(position_of(*state).phase == kBondPhase);
  CHECK(legal_names(*state) == Names{"b2-a1", "b2-a3", "b2-c1^", "b2-c1v", "b2-c3^", "b2-c3v",
                                     "b3-a2", "b3-a4", "b3-c2^", "b3-c2v", "b3-c4^", "b3-c4v",
                                     "pass"});
  play(*state, "b3-a4");
  CHECK(at(*state, "a4") == "B");
  CHECK(at(*state, "b3") == ".");
  CHECK(state->deciders() == rules::SeatSet::of(1));
  CHECK(position_of(*state).phase == kMovePhase);
}

TEST_CASE("kaninariebi bond: any piece of the orthogonally connected group, and only of it") {
  auto state = make_state({.black_crabs = "a5 b4 b3 b1 d1", .red_crabs = "a4 e2 e5"});
  play(*state, "a5-b5");
  REQUIRE(position_of(*state).phase == kBondPhase);
  CHECK(position_of(*state).bond_group == squares("b5 b4 b3"));
  CHECK(is_legal(*state, "b3-c2^"));  // two squares away from the moved crab, in its group
  CHECK(is_legal(*state, "b5-c4^"));  // the moved crab itself
  CHECK(contains(rejection(*state, "b1-a2").message, "b1 is not in it"));
  CHECK(contains(rejection(*state, "d1-e2").message, "d1 is not in it"));
  CHECK(contains(rejection(*state, "b4-b2").message, "one step diagonally"));
  CHECK(contains(rejection(*state, "b4-c4^").message, "one step diagonally"));
  CHECK(contains(rejection(*state, "b3-a4").message, "a4 is not empty"));
  CHECK(contains(rejection(*state, "e2-d3").message, "no piece of yours on e2"));
}

TEST_CASE("kaninariebi bond: a crab and a shrimp do not bond, unless mixed_bonds") {
  const Setup setup{.black_crabs = "a2", .black_shrimps = "b3", .red_crabs = "e1 e5"};
  auto plain = make_state(setup);
  play(*plain, "a2-b2");
  CHECK(plain->deciders() == rules::SeatSet::of(1));
  Setup mixed = setup;
  mixed.mixed_bonds = true;
  auto bonded = make_state(mixed);
  play(*bonded, "a2-b2");
  CHECK(bonded->deciders() == rules::SeatSet::of(0));
  CHECK(position_of(*bonded).bond_group == squares("b2 b3"));
  CHECK(is_legal(*bonded, "b3-c4^"));  // the shrimp makes the bond move
  // The room option, default off.
  CHECK(position_of(*start()).mixed_bonds == 0);
  CHECK(position_of(*start({{"mixed_bonds", true}})).mixed_bonds == 1);
  // Shrimps bond with shrimps.
  auto shrimps = make_state({.black_shrimps = "b1 c3", .red_crabs = "e1 e5"});
  play(*shrimps, "b1-c2^");  // stays on c2, under the shrimp on c3
  CHECK(position_of(*shrimps).bond_group == squares("c2 c3"));
}

TEST_CASE("kaninariebi bond: the bond move gets the current, promotion and capture again") {
  auto current = offered_bond();
  play(*current, "b3-c4^");
  CHECK(at(*current, "c5") == "B");

  auto promote = make_state({.black_crabs = "a3 d2", .red_crabs = "b5 e5"});
  play(*promote, "a3-d3");
  CHECK(is_legal(*promote, "d3-e4"));
  CHECK(is_legal(*promote, "d3-e4+"));
  play(*promote, "d3-e4+");
  CHECK(at(*promote, "e4") == "b");
}

TEST_CASE("kaninariebi bond: a capture made by the bond move") {
  auto state = make_state({.black_crabs = "a2 b3 c4", .red_crabs = "b4 e1 e5"});
  play(*state, "a2-b2");
  REQUIRE(position_of(*state).bond_group == squares("b2 b3"));
  CHECK(at(*state, "b4") == "R");
  play(*state, "b3-a4");  // a4 b4 c4: the red crab is closed in
  CHECK(at(*state, "b4") == ".");
  CHECK(position_of(*state).captured[0] == 1);
  CHECK(state->deciders() == rules::SeatSet::of(1));
}

TEST_CASE("kaninariebi bond: pass declines it, and it comes once a turn") {
  auto declined = offered_bond();
  const std::string board = declined->encode().substr(0, 16);
  play(*declined, "pass");
  CHECK(declined->encode().substr(0, 16) == board);
  CHECK(declined->deciders() == rules::SeatSet::of(1));

  // The bond move lands next to the crab on b2 again: no second bond.
  auto once = offered_bond();
  play(*once, "b3-a2");
  CHECK(once->deciders() == rules::SeatSet::of(1));
  CHECK(position_of(*once).phase == kMovePhase);
  CHECK(position_of(*once).bond_group == 0);
  // pass is no move.
  CHECK(contains(rejection(*once, "pass").message, "only declines a bond move"));
}

TEST_CASE("kaninariebi R-K4: the bond is judged with the moved piece's type after promotion") {
  const Setup setup{.black_crabs = "a3 e4", .black_shrimps = "e2", .red_crabs = "b5 b1"};
  auto promoted = make_state(setup);
  play(*promoted, "a3-e3+");
  CHECK(position_of(*promoted).bond_group == squares("e2 e3"));
  CHECK(is_legal(*promoted, "e2-d1"));
  CHECK_FALSE(is_legal(*promoted, "e4-d5"));
  auto crab = make_state(setup);
  play(*crab, "a3-e3");
  CHECK(position_of(*crab).bond_group == squares("e3 e4"));
  CHECK(is_legal(*crab, "e4-d5"));
  CHECK_FALSE(is_legal(*crab, "e2-d1"));
}

TEST_CASE("kaninariebi R-K4: no bond move, no decision: there is never a lone pass") {
  // d3 joins e3, but every diagonal square of both crabs is taken.
  auto state =
      make_state({.black_crabs = "a3 e3", .black_shrimps = "c2 c4", .red_crabs = "d2 d4 e2 e4 a1"});
  play(*state, "a3-d3");
  CHECK(state->deciders() == rules::SeatSet::of(1));
  CHECK(position_of(*state).phase == kMovePhase);
  CHECK_FALSE(is_legal(*state, "pass"));
}

}  // namespace
}  // namespace rockpool::tests::kaninariebi
