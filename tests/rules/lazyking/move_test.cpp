// rules/lazyking/RULES.md, Move: straight, by strength, through empty squares and no walls.

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking move: 3 squares at strength 1, 2 at strength 2, 1 from strength 3") {
  auto state = make_state(
      {.units = {{"D2", "B:P"}, {"D5", "B:PP"}, {"A5", "B:PPP"}, {"H4", "B:PK"}, {"H8", "R:K"}}});
  CHECK(legal_starting(state, "D2-") ==
        Names{"D2-A2", "D2-B2", "D2-C2", "D2-D1", "D2-D3", "D2-D4", "D2-E2", "D2-F2", "D2-G2"});
  CHECK(legal_starting(state, "D5-") ==
        Names{"D5-B5", "D5-C5", "D5-D3", "D5-D4", "D5-D6", "D5-D7", "D5-E5", "D5-F5"});
  CHECK(legal_starting(state, "A5-") == Names{"A5-A4", "A5-A6", "A5-B5"});
  CHECK(legal_starting(state, "H4-") == Names{"H4-G4", "H4-H3", "H4-H5"});  // a King and a pawn
  CHECK(refusal(state, "A5-A3").find("strength 3 moves at most 1 square") != std::string::npos);
  play(state, "D2-G2");
  CHECK(unit_at(state, "G2") == "B:P");
  CHECK(unit_at(state, "D2").empty());
}

TEST_CASE("lazyking move: only through empty squares, never onto a unit, never through a wall") {
  auto state = make_state(
      {.units = {{"D2", "B:P"}, {"D3", "R:P"}, {"F2", "B:P"}, {"A1", "R:K"}}, .walls = {"C2|D2"}});
  CHECK(legal_starting(state, "D2-") == Names{"D2-D1", "D2-E2"});
  check_refused(state, {{"D2-D4", "D3 is occupied"},
                        {"D2-B2", "a wall between D2 and C2"},
                        {"D2-E3", "straight"},
                        {"D3-D4", "no unit on D3"}});
}

TEST_CASE("lazyking move: a singleton King never moves") {
  auto state = make_state({.units = {{"D4", "B:K"}, {"A1", "B:P"}, {"H1", "R:K"}}});
  CHECK(legal_starting(state, "D4-").empty());
  CHECK(refusal(state, "D4-D3").find("singleton King never moves") != std::string::npos);
}

TEST_CASE("lazyking trap: a unit moving onto a trap stops there and loses its bottom piece") {
  auto state =
      make_state({.units = {{"B1", "B:P"}, {"F4", "B:PPK"}, {"H1", "R:K"}, {"H4", "R:P"}}});
  // B1 moves north up to 3 squares, but the trap B3 ends the move.
  CHECK(legal_starting(state, "B1-") ==
        Names{"B1-A1", "B1-B2", "B1-B3", "B1-C1", "B1-D1", "B1-E1"});
  CHECK(refusal(state, "B1-B4").find("trap B3 stops there") != std::string::npos);
  play(state, "B1-B3");
  CHECK(unit_at(state, "B3").empty());  // a singleton pawn is lost to the pile
  CHECK(pile(state, 1) == 8);
  CHECK(state.deciders() == rules::SeatSet::of(0));
}

TEST_CASE("lazyking option first_turn_two: moves go at most 2 squares in each side's first turn") {
  auto state = make_state({.units = {{"D8", "B:P"}, {"E8", "B:K"}, {"D1", "R:P"}, {"E1", "R:K"}},
                           .first_turn_two = true});
  CHECK(legal_starting(state, "D8-") == Names{"D8-B8", "D8-C8", "D8-D6", "D8-D7"});
  CHECK(refusal(state, "D8-D5").find("in its side's first turn") != std::string::npos);
  play(state, "E8=>D8");  // the turn spends the restriction whatever its action
  CHECK(legal_starting(state, "D1-") == Names{"D1-B1", "D1-C1", "D1-D2", "D1-D3"});
  play(state, "D1-D3");
  play(state, "E8<=F8");
  CHECK(is_legal(state, "D3-D6"));
}

TEST_CASE("lazyking option first_turn_two: a redeploy before the first action does not spend it") {
  auto state = make_state({.units = {{"D3", "R:P"}, {"H5", "B:K"}, {"E5", "B:P"}},
                           .to_move = 0,
                           .owes_red = true,
                           .first_turn_two = true});
  play(state, "C1:K");
  CHECK_FALSE(is_legal(state, "D3-D6"));
  CHECK(is_legal(state, "D3-D5"));
}

TEST_CASE("lazyking option first_turn_two: off by default") {
  auto state = start();
  REQUIRE_FALSE(state->play(0, "D1:K"));
  REQUIRE_FALSE(state->play(1, "D8:K"));
  for (int i = 0; i < 20; ++i) {
    rules::ActionList walls;
    state->legal_actions(state->deciders().first(), walls);
    state->apply(state->deciders().first(), walls.front());
  }
  CHECK(is_legal(*state, "C8-C5"));
}

}  // namespace
}  // namespace rockpool::tests::lazyking
