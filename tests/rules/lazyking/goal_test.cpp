// rules/lazyking/RULES.md, Goal squares, and R-L15: the timer of King-less units, a King leaving.

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE(
    "lazyking R-L15: a King-less unit on a goal is destroyed at the end of its owner's next turn") {
  auto state = make_state(
      {.units = {{"A3", "B:PP"}, {"H5", "B:P"}, {"H8", "B:K"}, {"E4", "R:P"}, {"E1", "R:K"}}});
  play(state, "A3-A1");  // a Black unit enters a goal (Black's own, no matter)
  CHECK(unit_at(state, "A1") == "B:PP");
  play(state, "E4-E5");
  CHECK(unit_at(state, "A1") == "B:PP");
  CHECK(view_text(state, 0).find("\"goal_timers\":{\"A1\":\"this_turn\"}") != std::string::npos);
  play(state, "H5-H4");  // it stays: destroyed at the end of this turn
  CHECK(unit_at(state, "A1").empty());
  CHECK(pile(state, 1) == 10 - 3 + 2);
}

TEST_CASE("lazyking R-L15: a unit that moves off the goal in time is safe") {
  auto state = make_state({.units = {{"A3", "B:PP"}, {"H8", "B:K"}, {"E4", "R:P"}, {"E1", "R:K"}}});
  play(state, "A3-A1");
  CHECK(view_text(state, 1).find("\"goal_timers\":{\"A1\":\"next_turn\"}") != std::string::npos);
  play(state, "E4-E5");
  play(state, "A1-A2");
  CHECK(unit_at(state, "A2") == "B:PP");
  play(state, "E5-E4");
  play(state, "A2-A1");
  CHECK(unit_at(state, "A1") == "B:PP");  // a new entry, a new timer
}

TEST_CASE(
    "lazyking R-L15: pushed onto a goal in the opponent's turn, destroyed after the owner's") {
  auto state = make_state(
      {.units = {{"D8", "B:PPPPPP"}, {"C8", "R:P"}, {"E5", "B:K"}, {"E1", "R:K"}, {"H2", "R:P"}}});
  play(state, "C8#A8");
  CHECK(view_text(state, 0).find("\"A8\":\"this_turn\"") != std::string::npos);
  play(state, "H2-H3");  // Red's first turn starting after the entry: the unit is destroyed
  CHECK(unit_at(state, "A8").empty());
}

TEST_CASE("lazyking R-L15: pieces added keep the timer; a King joining clears it") {
  auto added = make_state(
      {.units = {{"A3", "B:PP"}, {"B1", "B:PP"}, {"H8", "B:K"}, {"E4", "R:P"}, {"E1", "R:K"}}});
  play(added, "A3-A1");
  play(added, "E4-E5");
  play(added, "B1<=A1");  // a piece unstacked onto it: it keeps the timer
  CHECK(unit_at(added, "A1").empty());
  CHECK(pile(added, 1) == 10 - 1);
  auto stacked = make_state(
      {.units = {{"A3", "B:PP"}, {"B1", "B:P"}, {"H8", "B:K"}, {"E4", "R:P"}, {"E1", "R:K"}}});
  play(stacked, "A3-A1");
  play(stacked, "E4-E5");
  play(stacked, "A1=>B1");  // stacked onto it: it keeps the timer
  CHECK(unit_at(stacked, "A1").empty());
  CHECK(pile(stacked, 1) == 10);
  auto king = make_state(
      {.units = {{"A3", "B:PP"}, {"B1", "B:K"}, {"H7", "B:P"}, {"E4", "R:P"}, {"E1", "R:K"}}});
  play(king, "A3-A1");
  play(king, "E4-E5");
  play(king, "A1=>B1");  // the King joins: no timer
  CHECK(unit_at(king, "A1") == "B:PPK");
  CHECK(view_text(king, 0).find("\"goal_timers\":{}") != std::string::npos);
}

TEST_CASE(
    "lazyking goal: a unit with a King rests on a goal; when the King leaves, the rest goes") {
  auto state =
      make_state({.units = {{"A8", "B:PPK"}, {"E4", "B:P"}, {"E1", "R:K"}, {"H2", "R:P"}}});
  play(state, "E4-E3");
  play(state, "H2-H3");
  CHECK(unit_at(state, "A8") == "B:PPK");  // resting safely over turns
  play(state, "A8<=B8");                   // the King (on top) leaves
  CHECK(unit_at(state, "B8") == "B:K");
  CHECK(unit_at(state, "A8").empty());  // the two pawns are destroyed
  CHECK(pile(state, 1) == 10 - 1);
  // A King leaving with other pieces, or pieces leaving the King: destroyed only when the King
  // goes.
  auto keep = make_state({.units = {{"A8", "B:KPP"}, {"E1", "R:K"}}});
  play(keep, "A8<=A7,B8");
  CHECK(unit_at(keep, "A8") == "B:K");
}

}  // namespace
}  // namespace rockpool::tests::lazyking
