// rules/kaninariebi/RULES.md: the seabed, the crab's and the shrimp's moves, and the current.

#include "tests/rules/kaninariebi/kaninariebi_setup.hpp"

namespace rockpool::tests::kaninariebi {
namespace {

TEST_CASE("kaninariebi board: 5x5, Black's crabs on file a, Red's on file e, Black first") {
  auto state = start();
  for (const char* rank : {"1", "2", "3", "4", "5"}) {
    CHECK(at(*state, std::string("a") + rank) == "B");
    CHECK(at(*state, std::string("e") + rank) == "R");
    for (const char* file : {"b", "c", "d"})
      CHECK(at(*state, file + std::string(rank)) == ".");
  }
  CHECK(state->deciders() == rules::SeatSet::of(0));
  CHECK(legal_names(*state).size() == 20);  // per crab: b, c^, cv, d
  CHECK(moves_from(*state, "a2") == Names{"a2-b2", "a2-c2^", "a2-c2v", "a2-d2"});
  play(*state, "a2-b2");
  CHECK(state->deciders() == rules::SeatSet::of(1));
  CHECK(moves_from(*state, "e2") == Names{"e2-c2^", "e2-c2v", "e2-d2"});  // b2 is taken
}

TEST_CASE("kaninariebi crab: any distance along its rank through empty squares") {
  auto state = make_state({.black_crabs = "b3 b1", .red_crabs = "d3 e1"});
  CHECK(moves_from(*state, "b3") == Names{"b3-a3", "b3-c3^", "b3-c3v"});
  CHECK(moves_from(*state, "b1") == Names{"b1-a1", "b1-c1^", "b1-c1v", "b1-d1"});
  check_rejected(*state, {{"b3-e3", "through another piece"},
                          {"b3-d3", "d3 is not empty"},
                          {"b3-b4", "along its rank"},
                          {"b3-a4", "along its rank"}});
  play(*state, "b1-d1");
  CHECK(at(*state, "d1") == "B");
  CHECK(at(*state, "b1") == ".");
}

TEST_CASE("kaninariebi shrimp: exactly one square diagonally onto an empty square") {
  auto state = make_state({.black_crabs = "a1", .black_shrimps = "b2 d4", .red_crabs = "a3 e1"});
  CHECK(moves_from(*state, "b2") == Names{"b2-c1^", "b2-c1v", "b2-c3^", "b2-c3v"});
  // A shrimp on the far home file stays a shrimp: no + form.
  CHECK(moves_from(*state, "d4") ==
        Names{"d4-c3^", "d4-c3v", "d4-c5^", "d4-c5v", "d4-e3", "d4-e5"});
  check_rejected(*state, {{"b2-b3", "one square diagonally"},
                          {"d4-b2", "one square diagonally"},
                          {"b2-a1", "a1 is not empty"},
                          {"b2-a3", "a3 is not empty"},
                          {"d4-e5+", "only a crab"}});
  play(*state, "d4-e5");
  CHECK(at(*state, "e5") == "b");
}

TEST_CASE("kaninariebi current: a piece stopping on file c drifts up or down as far as it can") {
  const Setup setup{.black_crabs = "a3", .red_crabs = "c5 e1"};
  auto up = make_state(setup);
  play(*up, "a3-c3^");
  CHECK(at(*up, "c4") == "B");  // stops below the piece on c5
  CHECK(at(*up, "c3") == ".");
  auto down = make_state(setup);
  play(*down, "a3-c3v");
  CHECK(at(*down, "c1") == "B");  // stops at the edge
  CHECK(at(*down, "c3") == ".");
  // Shrimps too.
  auto shrimp = make_state({.black_shrimps = "b4", .red_crabs = "e1 e2"});
  play(*shrimp, "b4-c5v");
  CHECK(at(*shrimp, "c1") == "b");
}

TEST_CASE("kaninariebi current: the direction is part of the move, required on file c only") {
  auto state = start();
  CHECK(is_legal(*state, "a2-c2^"));
  CHECK(is_legal(*state, "a2-c2v"));
  CHECK_FALSE(is_legal(*state, "a2-c2"));
  CHECK(contains(rejection(*state, "a2-c2").message, "add ^ (up) or v (down)"));
  CHECK(contains(rejection(*state, "a2-b2^").message, "current runs only on file c"));
  CHECK(contains(rejection(*state, "a2-d2v").message, "current runs only on file c"));
}

TEST_CASE("kaninariebi current: it may carry a piece nowhere, in both directions") {
  // Pieces above and below: both directions leave the crab where it stopped.
  for (const char* move : {"a3-c3^", "a3-c3v"}) {
    auto state = make_state({.black_crabs = "a3", .red_crabs = "c2 c4 e1"});
    REQUIRE(is_legal(*state, move));
    play(*state, move);
    CHECK(at(*state, "c3") == "B");
    CHECK(at(*state, "c2") == "R");
    CHECK(at(*state, "c4") == "R");
  }
  // At the edge: up from c5 and down from c1 go nowhere, the other way drifts across.
  auto top = make_state({.black_crabs = "a5", .red_crabs = "e1"});
  play(*top, "a5-c5^");
  CHECK(at(*top, "c5") == "B");
  auto top_down = make_state({.black_crabs = "a5", .red_crabs = "e1"});
  play(*top_down, "a5-c5v");
  CHECK(at(*top_down, "c1") == "B");
  auto bottom = make_state({.black_crabs = "a1", .red_crabs = "e5"});
  play(*bottom, "a1-c1v");
  CHECK(at(*bottom, "c1") == "B");
}

}  // namespace
}  // namespace rockpool::tests::kaninariebi
