// rules/lazyking/RULES.md, Stack: neighbours onto a unit at least as strong, listed from the top.

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking stack: the list is the result from the top, the King's place kept") {
  // H4 three pawns; G4 the King alone; H5 two pawns (all Black).
  const Setup setup{.units = {{"H4", "B:PPP"}, {"G4", "B:K"}, {"H5", "B:PP"}, {"A1", "R:K"}}};
  auto king_on_top = make_state(setup);
  play(king_on_top, "H4=>G4,H5");  // H5 goes onto H4 first, then G4 on top
  CHECK(unit_at(king_on_top, "H4") == "B:PPPPPK");
  CHECK(unit_at(king_on_top, "G4").empty());
  CHECK(unit_at(king_on_top, "H5").empty());
  auto king_inside = make_state(setup);
  play(king_inside, "H4=>H5,G4");
  CHECK(unit_at(king_inside, "H4") == "B:PPPKPP");
  // Both are listed, each once, as they give different units.
  auto fresh = make_state(setup);
  CHECK(legal_starting(fresh, "H4=>") == Names{"H4=>G4", "H4=>G4,H5", "H4=>H5", "H4=>H5,G4"});
}

TEST_CASE("lazyking R-L9: stack orders giving the same unit are one action, the smallest text") {
  // Pawns only: the squares in byte order; the other order is accepted.
  auto pawns = make_state(
      {.units = {{"H4", "B:PPP"}, {"G4", "B:P"}, {"H5", "B:P"}, {"A1", "R:K"}, {"A8", "B:K"}}});
  check_one_action(pawns, 1, "H4=>G4,H5", "H4=>H5,G4", "H4=>G4,H5");
  // The King's unit between two single pawns: above or below either, the same result.
  auto king = make_state(
      {.units = {{"H4", "B:PPP"}, {"G4", "B:P"}, {"H5", "B:P"}, {"H3", "B:K"}, {"A1", "R:K"}}});
  check_one_action(king, 1, "H4=>G4,H3,H5", "H4=>H5,H3,G4", "H4=>G4,H3,H5");
  Names three;
  for (const auto& name : legal_starting(king, "H4=>")) {
    if (name.size() == 12) three.push_back(name);
  }
  CHECK(three == Names{"H4=>G4,H3,H5", "H4=>G4,H5,H3", "H4=>H3,G4,H5"});
  play(king, "H4=>H5,H3,G4");
  CHECK(unit_at(king, "H4") == "B:PPPPKP");
}

TEST_CASE("lazyking stack: onto a unit at least as strong as each, next to it, no wall between") {
  auto state = make_state({.units = {{"D4", "B:PP"},
                                     {"D5", "B:PPP"},
                                     {"C4", "B:P"},
                                     {"E4", "B:P"},
                                     {"D3", "R:P"},
                                     {"A8", "B:K"},
                                     {"H1", "R:K"}},
                           .walls = {"D4|E4"}});
  CHECK(refusal(state, "D4=>D5").find("stronger than this one") != std::string::npos);
  CHECK(refusal(state, "D4=>E4").find("do not stack through walls") != std::string::npos);
  CHECK(refusal(state, "D4=>D3").find("no unit on D3") != std::string::npos);
  CHECK(refusal(state, "D4=>D6").find("not next to D4") != std::string::npos);
  CHECK(refusal(state, "D4=>C4,C4").find("listed twice") != std::string::npos);
  CHECK(is_legal(state, "D5=>D4"));
  CHECK(is_legal(state, "D4=>C4"));
  // Equal strengths: either square may be the target.
  CHECK(is_legal(state, "C4=>D4") == false);
  auto equal = make_state({.units = {{"C4", "B:P"}, {"D4", "B:P"}, {"A8", "B:K"}, {"H1", "R:K"}}});
  CHECK(is_legal(equal, "C4=>D4"));
  CHECK(is_legal(equal, "D4=>C4"));
  CHECK(refusal(equal, "D4=>C4:1").find("not Lazy King notation") != std::string::npos);
}

TEST_CASE("lazyking R-L10: a singleton King is stacked onto a friendly unit of strength 2 up") {
  auto state = make_state({.units = {{"D4", "B:K"}, {"D5", "B:PP"}, {"C4", "B:P"}, {"A1", "R:K"}}});
  CHECK(is_legal(state, "D5=>D4"));  // the King onto two pawns: not a move
  CHECK(refusal(state, "C4=>D4").find("stronger than this one") != std::string::npos);
  CHECK(is_legal(state, "D4=>C4"));  // a pawn onto the King
  play(state, "D5=>D4");
  CHECK(unit_at(state, "D5") == "B:PPK");
}

TEST_CASE("lazyking R-L12: stacking onto a unit on a trap does not trigger the trap") {
  auto state = make_state(
      {.units = {{"B3", "B:PPP"}, {"B4", "B:P"}, {"A8", "B:K"}, {"H1", "R:K"}}, .to_move = 1});
  play(state, "B3=>B4");
  // The unit started the turn on the trap and is still there: it loses one, at the end of the turn.
  CHECK(unit_at(state, "B3") == "B:PPP");
}

}  // namespace
}  // namespace rockpool::tests::lazyking
