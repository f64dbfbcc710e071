// rules/kaninariebi/RULES.md: promotion of a crab ending on the opponent's home file, and R-K6.

#include "tests/rules/kaninariebi/kaninariebi_setup.hpp"

namespace rockpool::tests::kaninariebi {
namespace {

TEST_CASE("kaninariebi promotion: a crab ending on the opponent's home file may promote with +") {
  auto state = make_state({.black_crabs = "a2", .red_crabs = "e4 e5"});
  CHECK(moves_from(*state, "a2") == Names{"a2-b2", "a2-c2^", "a2-c2v", "a2-d2", "a2-e2", "a2-e2+"});
  play(*state, "a2-e2+");
  CHECK(at(*state, "e2") == "b");
  CHECK(position_of(*state).shrimps[0] == squares("e2"));
  // Red's far home file is a.
  CHECK(moves_from(*state, "e4") == Names{"e4-a4", "e4-a4+", "e4-b4", "e4-c4^", "e4-c4v", "e4-d4"});
  play(*state, "e4-a4+");
  CHECK(at(*state, "a4") == "r");
}

TEST_CASE("kaninariebi promotion: declined, the crab may promote on a later arrival") {
  auto state = make_state({.black_crabs = "a2 a5", .red_crabs = "e4"});
  play(*state, "a2-e2");
  CHECK(at(*state, "e2") == "B");
  play(*state, "e4-d4");
  // Standing on the far file is no arrival: no move of e2 promotes.
  CHECK(moves_from(*state, "e2") == Names{"e2-a2", "e2-b2", "e2-c2^", "e2-c2v", "e2-d2"});
  play(*state, "e2-d2");
  play(*state, "d4-e4");
  CHECK(is_legal(*state, "d2-e2"));
  play(*state, "d2-e2+");
  CHECK(at(*state, "e2") == "b");
}

TEST_CASE("kaninariebi promotion: only a crab, only on the opponent's home file") {
  auto state = make_state({.black_crabs = "b3", .black_shrimps = "d2", .red_crabs = "e5"});
  CHECK(moves_from(*state, "b3") == Names{"b3-a3", "b3-c3^", "b3-c3v", "b3-d3", "b3-e3", "b3-e3+"});
  CHECK(contains(rejection(*state, "b3-a3+").message, "opponent's home file (e) may promote"));
  CHECK(contains(rejection(*state, "d2-e1+").message, "only a crab"));
  CHECK(contains(rejection(*state, "b3-c3^+").message, "only a crab"));
}

TEST_CASE("kaninariebi R-K6: with auto_promote the + form is canonical, the bare form accepted") {
  auto state = make_state(
      {.black_crabs = "a2 d4", .black_shrimps = "d1", .red_crabs = "e4 e5", .auto_promote = true});
  CHECK(moves_from(*state, "a2") == Names{"a2-b2", "a2-c2^", "a2-c2v", "a2-d2", "a2-e2+"});
  CHECK(moves_from(*state, "d1") == Names{"d1-c2^", "d1-c2v", "d1-e2"});  // a shrimp: bare
  const auto bare = state->parse(0, "a2-e2");
  const auto plus = state->parse(0, "a2-e2+");
  REQUIRE(std::holds_alternative<rules::Action>(bare));
  CHECK(std::get<rules::Action>(bare) == std::get<rules::Action>(plus));
  CHECK(state->notation(std::get<rules::Action>(bare)) == "a2-e2+");
  play(*state, "a2-e2");
  CHECK(at(*state, "e2") == "b");
  // The room option, default off.
  CHECK(is_legal(*start(), "a2-d2"));
  auto room = start({{"auto_promote", true}});
  CHECK(position_of(*room).auto_promote == 1);
  CHECK(position_of(*start()).auto_promote == 0);
}

TEST_CASE("kaninariebi R-K6: auto_promote applies to a crab's bond move too") {
  // a3-d3 joins d2; the bond step d2-e1 or d3-e4 of a crab promotes.
  auto state = make_state({.black_crabs = "a3 d2", .red_crabs = "b5 e5", .auto_promote = true});
  play(*state, "a3-d3");
  REQUIRE(position_of(*state).phase == kBondPhase);
  CHECK(is_legal(*state, "d3-e4+"));
  CHECK_FALSE(is_legal(*state, "d3-e4"));
  play(*state, "d3-e4");
  CHECK(at(*state, "e4") == "b");
}

}  // namespace
}  // namespace rockpool::tests::kaninariebi
