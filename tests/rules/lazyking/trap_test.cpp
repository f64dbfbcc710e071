// rules/lazyking/RULES.md, Traps: the loss on entering and for each further turn (R-L12, R-L14).

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking trap: the second loss, at the end of each further turn of its owner") {
  auto state = make_state(
      {.units = {{"B5", "B:PPP"}, {"H5", "B:P"}, {"H8", "B:K"}, {"A4", "R:P"}, {"A1", "R:K"}}});
  play(state, "B5-B6");  // enters the trap: loses one
  CHECK(unit_at(state, "B6") == "B:PP");
  play(state, "A4-A3");  // Red's turn: the Black unit loses nothing
  CHECK(unit_at(state, "B6") == "B:PP");
  play(state, "H5-H4");  // Black stays: the unit loses another at the end of the turn
  CHECK(unit_at(state, "B6") == "B:P");
  play(state, "A3-A2");
  play(state, "H4-H3");
  CHECK(unit_at(state, "B6").empty());
  CHECK(pile(state, 1) == 10 - 4 + 3);
}

TEST_CASE("lazyking trap: a unit that leaves the trap in its turn loses nothing more") {
  auto state = make_state({.units = {{"G3", "B:PP"}, {"H8", "B:K"}, {"A1", "R:K"}, {"A4", "R:P"}}});
  play(state, "G3-G2");
  CHECK(unit_at(state, "G2") == "B:PP");
  CHECK(pile(state, 1) == 8);
}

TEST_CASE("lazyking trap: a King lost at the bottom is redeployed by its owner") {
  // Red's King at the bottom of the unit on B3: at the end of Red's turn it is lost, and Red
  // redeploys it at once, before Black's turn (R-L14).
  auto state = make_state(
      {.units = {{"B3", "R:KP"}, {"A5", "R:P"}, {"H8", "B:K"}, {"E5", "B:P"}}, .to_move = 0});
  play(state, "A5-A6");
  CHECK(unit_at(state, "B3") == "R:P");
  CHECK(state.deciders() == rules::SeatSet::of(0));
  CHECK(legal_names(state) == Names{"B1:K", "C1:K", "D1:K", "E1:K", "F1:K", "G1:K"});
  CHECK(refusal(state, "A5-A4").find("must be redeployed first") != std::string::npos);
  const int ply = state.ply();
  play(state, "C1:K");
  CHECK(state.ply() == ply + 1);  // the redeploy is its own action
  CHECK(unit_at(state, "C1") == "R:K");
  CHECK(state.deciders() == rules::SeatSet::of(1));
}

TEST_CASE("lazyking R-L4: a King lost in the opponent's turn is redeployed as the first decision") {
  // Black pushes Red's unit (King at the bottom) into the trap G3.
  auto state =
      make_state({.units = {{"G5", "B:PPPPPP"}, {"G4", "R:KP"}, {"H8", "B:K"}, {"A4", "R:P"}}});
  play(state, "G4#G3");
  CHECK(unit_at(state, "G3") == "R:P");
  CHECK(position_of(state).owes_king[0] == 1);
  CHECK(state.deciders() == rules::SeatSet::of(0));
  CHECK(legal_names(state).front() == "B1:K");
  CHECK(legal_names(state).size() == 6);
  play(state, "E1:K");
  CHECK(is_legal(state, "A4-A5"));  // then Red plays its turn
  play(state, "A4-A5");
  // The Red unit on the trap started Red's turn there: it loses its last pawn.
  CHECK(unit_at(state, "G3").empty());
}

}  // namespace
}  // namespace rockpool::tests::lazyking
