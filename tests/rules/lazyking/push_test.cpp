// rules/lazyking/RULES.md, Push: the table, fortifications, the way, traps, the pusher following.

#include "rules/lazyking/moves.hpp"
#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

// A Black unit of `strength` on A2 (pawns, with the King from 11 up) next to a Red pawn on B2.
LazyKingState pusher_of(int strength) {
  const std::string pieces =
      strength <= 10 ? std::string(strength, 'P') : "K" + std::string(strength - 2, 'P');
  return make_state({.units = {{"A2", "B:" + pieces}, {"B2", "R:P"}, {"H8", "R:K"}},
                     .pile_black = strength <= 10 ? 10 - strength : 12 - strength});
}

TEST_CASE("lazyking push: the whole table, difference 4 or less 1 ... 11 8") {
  const int table[12] = {0, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8};
  for (int difference = 1; difference <= 11; ++difference) {
    CAPTURE(difference);
    CHECK(push_distance(difference) == table[difference]);
  }
  // On the board: from B2 the rank has six squares behind (C2..H2).
  for (int difference = 1; difference <= 11; ++difference) {
    CAPTURE(difference);
    auto state = pusher_of(difference + 1);
    const int distance = table[difference];
    if (distance > 6) {
      CHECK(legal_starting(state, "B2#").empty());
      CHECK(refusal(state, "B2#H2").find("exactly " + std::to_string(distance)) !=
            std::string::npos);
      continue;
    }
    const std::string end = std::string(1, static_cast<char>('B' + distance)) + "2";
    CHECK(legal_starting(state, "B2#") == Names{"B2#" + end});
    play(state, "B2#" + end);
    CHECK(unit_at(state, end) == "R:P");
    CHECK(unit_at(state, "B2").substr(0, 2) == "B:");  // the pusher follows one square
    CHECK(unit_at(state, "A2").empty());
  }
}

TEST_CASE("lazyking push: only a stronger unit, next to the enemy with no wall between") {
  auto state = make_state(
      {.units = {{"C3", "B:PP"}, {"C4", "R:PP"}, {"D3", "R:P"}, {"C2", "R:K"}, {"A8", "B:K"}},
       .walls = {"D3|E3"}});
  CHECK(refusal(state, "C4#C5").find("not stronger") != std::string::npos);      // 2 against 2
  CHECK(refusal(state, "D3#E3").find("exactly 1 square") != std::string::npos);  // the wall
  CHECK(refusal(state, "C4#C6").find("this push ends on C5") == std::string::npos);
  CHECK(refusal(state, "D3#D4").find("needs your unit on D2") != std::string::npos);
  CHECK(refusal(state, "C3#C4").find("no enemy unit on C3") != std::string::npos);
  auto walled = make_state(
      {.units = {{"C3", "B:PP"}, {"D3", "R:P"}, {"A8", "B:K"}, {"H1", "R:K"}}, .walls = {"C3|D3"}});
  CHECK(refusal(walled, "D3#E3").find("a wall between C3 and D3") != std::string::npos);
}

TEST_CASE("lazyking R-L10: a fortified singleton defends at +2 and attacks at its base strength") {
  // A Red pawn on D4 (a fortification) against Black units on D3.
  auto three =
      make_state({.units = {{"D3", "B:PPP"}, {"D4", "R:P"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  CHECK(refusal(three, "D4#D5").find("strength 3, a singleton on a fortification") !=
        std::string::npos);
  auto four =
      make_state({.units = {{"D3", "B:PPPP"}, {"D4", "R:P"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  CHECK(is_legal(four, "D4#D5"));
  // A unit of two on a fortification is no singleton: it defends at its strength.
  auto pair =
      make_state({.units = {{"D3", "B:PPP"}, {"D4", "R:PP"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  CHECK(is_legal(pair, "D4#D5"));
  // A singleton King on a fortification defends at 4.
  auto king = make_state({.units = {{"D3", "B:PPPP"}, {"D4", "R:K"}, {"A8", "B:K"}}});
  CHECK_FALSE(is_legal(king, "D4#D5"));
  auto five = make_state({.units = {{"D3", "B:PPPPP"}, {"D4", "R:K"}, {"A8", "B:K"}}});
  CHECK(is_legal(five, "D4#D5"));
  // Attacking, and moving, the fortified singleton counts as strength 1.
  auto attacker =
      make_state({.units = {{"D4", "B:P"}, {"C4", "R:P"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  CHECK(refusal(attacker, "C4#B4").find("(strength 1) is not stronger") != std::string::npos);
  CHECK(is_legal(attacker, "D4-D7"));
}

TEST_CASE("lazyking R-L11: a push never stops early on a goal") {
  // 6 against 1 pushes 2 squares: from B8 towards the corner A8 there is only one.
  auto state =
      make_state({.units = {{"C8", "B:PPPPPP"}, {"B8", "R:P"}, {"E1", "B:K"}, {"H1", "R:K"}}});
  CHECK(legal_starting(state, "B8#").empty());
  CHECK(refusal(state, "B8#A8").find("R-L11") != std::string::npos);
  // Exactly the distance to the goal: the pushed unit ends on it.
  auto exact =
      make_state({.units = {{"D8", "B:PPPPPP"}, {"C8", "R:P"}, {"E1", "B:K"}, {"H1", "R:K"}}});
  CHECK(legal_starting(exact, "C8#") == Names{"C8#A8"});
  play(exact, "C8#A8");
  CHECK(unit_at(exact, "A8") == "R:P");
  CHECK(unit_at(exact, "C8").substr(0, 2) == "B:");
}

TEST_CASE("lazyking R-L11: an empty trap on the way stops the push; an occupied trap blocks it") {
  auto state =
      make_state({.units = {{"G8", "B:PPPPPPPP"}, {"G7", "R:PP"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  // 8 against 2: 6, 3 squares; the trap on G6 stops it after one.
  CHECK(legal_starting(state, "G7#") == Names{"G7#G6"});
  CHECK(refusal(state, "G7#G4").find("this push ends on G6") != std::string::npos);
  play(state, "G7#G6");
  CHECK(unit_at(state, "G6") == "R:P");  // lost its bottom piece on the trap
  CHECK(unit_at(state, "G7") == "B:PPPPPPPP");
  CHECK(pile(state, 0) == 10 - 1);
  auto blocked = make_state(
      {.units = {
           {"G8", "B:PPPPPPPP"}, {"G7", "R:PP"}, {"G6", "B:P"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  CHECK(legal_starting(blocked, "G7#").empty());
}

TEST_CASE("lazyking push: six pawns push a pawn two squares, into the trap B6") {
  auto state =
      make_state({.units = {{"E6", "B:PPPPPP"}, {"D6", "R:P"}, {"A1", "R:K"}, {"H8", "B:K"}}});
  play(state, "D6#B6");  // 6 - 1 = 5: two squares, into the trap
  CHECK(unit_at(state, "B6").empty());
  CHECK(unit_at(state, "D6") == "B:PPPPPP");
  CHECK(pile(state, 0) == 10);
}

TEST_CASE("lazyking push: the pusher following onto a trap loses its bottom piece") {
  auto state =
      make_state({.units = {{"G2", "B:KPP"}, {"G3", "R:P"}, {"A1", "R:PPK"}, {"H7", "B:P"}}});
  // The Red pawn on the trap G3 is pushed north; the Black unit follows onto G3.
  play(state, "G3#G4");
  CHECK(unit_at(state, "G4") == "R:P");
  CHECK(unit_at(state, "G3") == "B:PP");  // its King was at the bottom: lost
  CHECK(position_of(state).owes_king[1] == 1);
  CHECK(state.deciders() == rules::SeatSet::of(1));  // Black redeploys at once (R-L14)
  CHECK(legal_names(state) == Names{"B8:K", "C8:K", "D8:K", "E8:K", "F8:K", "G8:K"});
}

TEST_CASE("lazyking R-L7: a push is written with the square where the pushed unit ends") {
  auto state =
      make_state({.units = {{"A4", "B:PPPPPP"}, {"B4", "R:P"}, {"H1", "R:K"}, {"H8", "B:K"}}});
  CHECK(legal_starting(state, "B4#") == Names{"B4#D4"});
  CHECK(refusal(state, "B4#C4").find("ends on D4: write B4#D4") != std::string::npos);
  CHECK(refusal(state, "A4#C4").find("straight") == std::string::npos);
}

TEST_CASE("lazyking R-L2: a singleton King cannot push") {
  auto state = make_state({.units = {{"D3", "B:K"}, {"D4", "R:P"}, {"A8", "B:P"}, {"H1", "R:K"}}});
  CHECK(refusal(state, "D4#D5").find("singleton King cannot push") != std::string::npos);
}

}  // namespace
}  // namespace rockpool::tests::lazyking
