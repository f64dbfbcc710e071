// rules/kaninariebi/RULES.md: the three wins, R-K3, R-K5, and ply_limit.

#include "tests/rules/kaninariebi/kaninariebi_setup.hpp"

namespace rockpool::tests::kaninariebi {
namespace {

void check_won(const rules::State& state, rules::Seat winner, const char* reason) {
  CHECK(state.status().outcome == rules::Outcome::won);
  CHECK(state.status().winner == winner);
  CHECK(state.status().reason == reason);
  CHECK(state.deciders().empty());
}

TEST_CASE("kaninariebi win: three of your shrimps on the board") {
  const Setup setup{.black_crabs = "a3", .black_shrimps = "b1 b5", .red_crabs = "e5 e1"};
  auto state = make_state(setup);
  play(*state, "a3-e3+");
  check_won(*state, 0, "shrimps");
  auto declined = make_state(setup);
  play(*declined, "a3-e3");
  CHECK_FALSE(declined->status().over());
  // Red's shrimps too.
  auto red =
      make_state({.black_crabs = "a1 a5", .red_crabs = "e3", .red_shrimps = "d1 d5", .to_move = 1});
  play(*red, "e3-a3+");
  check_won(*red, 1, "shrimps");
}

TEST_CASE("kaninariebi win: captured shrimps don't count, only shrimps on the board") {
  // The count is of shrimps on the board: Black promoted three crabs, one of them was captured,
  // so two stand.
  auto state = make_state(
      {.black_crabs = "a3 a1", .black_shrimps = "b5", .red_crabs = "e5 e1", .captured_by_red = 1});
  play(*state, "a3-e3+");
  CHECK_FALSE(state->status().over());
  CHECK(position_of(*state).shrimps[0] == squares("b5 e3"));
}

TEST_CASE("kaninariebi win: three enemy pieces captured") {
  auto state =
      make_state({.black_crabs = "a3 b5 d3", .red_crabs = "b4 c3 e1 e2", .captured_by_black = 1});
  play(*state, "a3-b3");
  CHECK(position_of(*state).captured[0] == 3);
  check_won(*state, 0, "captures");
  // Two captures at once from two also win (3 or more).
  auto four =
      make_state({.black_crabs = "a3 b5 d3", .red_crabs = "b4 c3 e1 e2", .captured_by_black = 2});
  play(*four, "a3-b3");
  CHECK(position_of(*four).captured[0] == 4);
  check_won(*four, 0, "captures");
}

TEST_CASE("kaninariebi win: an opponent with no move on their turn loses") {
  auto state = make_state({.black_crabs = "a3 a1",
                           .black_shrimps = "d2 d4",
                           .red_crabs = "e2 e3 e4",
                           .captured_by_black = 2});
  play(*state, "a3-d3");  // every red crab is walled in on its rank; Red has no shrimp
  check_won(*state, 0, "no_legal_action");
}

TEST_CASE("kaninariebi R-K3: a win ends the turn at once, before any bond") {
  // a2-b2 captures the third piece; b2 also joins b3, which would offer a bond.
  auto state =
      make_state({.black_crabs = "a2 b3 d2", .red_crabs = "c2 e4 e5", .captured_by_black = 2});
  play(*state, "a2-b2");
  check_won(*state, 0, "captures");
  CHECK(position_of(*state).phase == kMovePhase);
  // Likewise the bond move that wins ends the match.
  auto bond =
      make_state({.black_crabs = "a2 b3 c4", .red_crabs = "b4 e1 e5", .captured_by_black = 2});
  play(*bond, "a2-b2");
  play(*bond, "b3-a4");
  check_won(*bond, 0, "captures");
}

TEST_CASE("kaninariebi R-K5: the no-move loss is judged after the opponent's bond decision") {
  const Setup setup{.black_crabs = "a3 d2 d4", .red_crabs = "e2 e3 e4", .captured_by_black = 2};
  // After a3-d3 Red has no move, but Black still has its bond decision.
  auto passed = make_state(setup);
  play(*passed, "a3-d3");
  CHECK_FALSE(passed->status().over());
  CHECK(passed->deciders() == rules::SeatSet::of(0));
  play(*passed, "pass");
  check_won(*passed, 0, "no_legal_action");
  // A bond move that frees d4 gives Red a move again.
  auto freed = make_state(setup);
  play(*freed, "a3-d3");
  play(*freed, "d4-c5^");
  CHECK_FALSE(freed->status().over());
  CHECK(freed->deciders() == rules::SeatSet::of(1));
  CHECK(is_legal(*freed, "e4-d4"));
  CHECK(moves_from(*freed, "e2").empty());
  CHECK(moves_from(*freed, "e3").empty());
}

TEST_CASE("kaninariebi ply_limit: every action counts, pass included; a win comes first") {
  auto drawn = start({{"ply_limit", std::int64_t{1}}});
  play(*drawn, "a2-b2");
  CHECK(drawn->status().outcome == rules::Outcome::drawn);
  CHECK(drawn->status().reason == "ply_limit");

  auto bond = make_state({.black_crabs = "a2 b3", .red_crabs = "e1 e5", .ply_limit = 2});
  play(*bond, "a2-b2");
  CHECK_FALSE(bond->status().over());
  play(*bond, "pass");
  CHECK(bond->status().outcome == rules::Outcome::drawn);

  // The action that reaches the limit and leaves the opponent without a move wins.
  auto win = make_state(
      {.black_crabs = "a3 a1", .black_shrimps = "d2 d4", .red_crabs = "e2 e3 e4", .ply_limit = 1});
  play(*win, "a3-d3");
  check_won(*win, 0, "no_legal_action");
}

}  // namespace
}  // namespace rockpool::tests::kaninariebi
