// rules/lazyking/RULES.md, Unstack: pieces off the top; the last listed square gets the top piece.

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking unstack: the last listed square receives the top piece") {
  // H4 from the bottom: pawn, pawn, King, pawn (text from the top: 1K2).
  const Setup setup{.units = {{"H4", "B:PPKP"}, {"A1", "R:K"}}};
  auto first = make_state(setup);
  play(first, "H4<=G4,H5");  // top pawn to H5, then the King to G4
  CHECK(unit_at(first, "H5") == "B:P");
  CHECK(unit_at(first, "G4") == "B:K");
  CHECK(unit_at(first, "H4") == "B:PP");
  auto second = make_state(setup);
  play(second, "H4<=H5,G4");
  CHECK(unit_at(second, "G4") == "B:P");
  CHECK(unit_at(second, "H5") == "B:K");
  auto listed = make_state(setup);
  CHECK(legal_starting(listed, "H4<=") ==
        Names{"H4<=G4", "H4<=G4,H3", "H4<=G4,H3,H5", "H4<=G4,H5", "H4<=G4,H5,H3", "H4<=H3",
              "H4<=H3,G4", "H4<=H3,G4,H5", "H4<=H3,H5", "H4<=H5", "H4<=H5,G4", "H4<=H5,H3"});
}

TEST_CASE("lazyking R-L9: unstack orders giving the same result are one action") {
  auto state = make_state({.units = {{"H4", "B:PPPP"}, {"A1", "R:K"}, {"A8", "B:K"}}});
  check_one_action(state, 1, "H4<=H5,G4,H3", "H4<=G4,H3,H5", "H4<=G4,H3,H5");
  CHECK(legal_starting(state, "H4<=") ==
        Names{"H4<=G4", "H4<=G4,H3", "H4<=G4,H3,H5", "H4<=G4,H5", "H4<=H3", "H4<=H3,H5", "H4<=H5"});
  // With the King coming off, only the King's square is fixed: the others in byte order.
  auto king = make_state({.units = {{"D4", "B:PKPP"}, {"A1", "R:K"}}});
  // D4<=E4,D5,C4: the top piece to C4, then D5, then the King to E4.
  check_one_action(king, 1, "D4<=E4,D5,C4", "D4<=E4,C4,D5", "D4<=E4,C4,D5");
  play(king, "D4<=E4,D5,C4");
  CHECK(unit_at(king, "E4") == "B:K");
  CHECK(unit_at(king, "C4") == "B:P");
  CHECK(unit_at(king, "D5") == "B:P");
  CHECK(unit_at(king, "D4") == "B:P");
}

TEST_CASE("lazyking R-L9: the unstack suffix names the unit left, exactly, top to bottom") {
  // H4 from the bottom: pawn, pawn, King, pawn, pawn.
  auto state = make_state({.units = {{"H4", "B:PPKPP"}, {"A1", "R:K"}}});
  CHECK(std::get<rules::Action>(state.parse(1, "H4<=G4:1K2")) ==
        std::get<rules::Action>(state.parse(1, "H4<=G4")));
  CHECK(std::get<rules::Action>(state.parse(1, "H4<=G4,H5:K2")) ==
        std::get<rules::Action>(state.parse(1, "H4<=G4,H5")));
  CHECK(std::get<rules::Action>(state.parse(1, "H4<=H5,G4,H3:2")) ==
        std::get<rules::Action>(state.parse(1, "H4<=H5,G4,H3")));
  CHECK(refusal(state, "H4<=G4:K3").find("does not name the unit left on H4, which is 1K2") !=
        std::string::npos);
  CHECK(refusal(state, "H4<=G4:2K").find("which is 1K2") != std::string::npos);
  CHECK(refusal(state, "H4<=G4:4").find("which is 1K2") != std::string::npos);
  CHECK(refusal(state, "H4<=G4:K2K").find("not Lazy King notation") != std::string::npos);
  CHECK(refusal(state, "H4<=G4:01").find("not Lazy King notation") != std::string::npos);
  play(state, "H4<=G4,H5:K2");
  CHECK(unit_at(state, "H4") == "B:PPK");
  auto pawns = make_state({.units = {{"D4", "B:PPPP"}, {"A1", "R:K"}, {"A8", "B:K"}}});
  CHECK(std::get<rules::Action>(pawns.parse(1, "D4<=D5:3")) ==
        std::get<rules::Action>(pawns.parse(1, "D4<=D5")));
  CHECK(refusal(pawns, "D4<=D5:K3").find("which is 3") != std::string::npos);
}

TEST_CASE("lazyking R-L6: an unstack leaves at least one piece; a singleton cannot unstack") {
  auto state = make_state({.units = {{"D4", "B:PP"}, {"F4", "B:P"}, {"A1", "R:K"}, {"A8", "B:K"}}});
  CHECK(legal_starting(state, "D4<=") == Names{"D4<=C4", "D4<=D3", "D4<=D5", "D4<=E4"});
  CHECK(refusal(state, "D4<=C4,D5").find("at most 1 piece comes off") != std::string::npos);
  CHECK(refusal(state, "F4<=F5").find("singleton cannot unstack") != std::string::npos);
  CHECK(legal_starting(state, "A8<=").empty());
}

TEST_CASE(
    "lazyking unstack: onto empty squares or friendly units, never enemies nor through walls") {
  auto state = make_state(
      {.units = {{"D4", "B:PPPP"}, {"D5", "B:PP"}, {"C4", "R:P"}, {"A1", "R:K"}, {"A8", "B:K"}},
       .walls = {"D4|E4"}});
  CHECK(legal_starting(state, "D4<=") == Names{"D4<=D3", "D4<=D3,D5", "D4<=D5"});
  CHECK(refusal(state, "D4<=C4").find("C4 holds an enemy unit") != std::string::npos);
  CHECK(refusal(state, "D4<=E4").find("do not unstack through walls") != std::string::npos);
  play(state, "D4<=D3,D5");
  CHECK(unit_at(state, "D5") == "B:PPP");
  CHECK(unit_at(state, "D3") == "B:P");
  CHECK(unit_at(state, "D4") == "B:PP");
}

TEST_CASE("lazyking R-L12: a piece unstacked onto a friendly unit on a trap triggers the trap") {
  auto state = make_state({.units = {{"B4", "B:PPP"}, {"B3", "B:KP"}, {"A1", "R:K"}}});
  // B3 becomes King, pawn, pawn and loses the King (R-L12); having started the turn on the trap,
  // it loses its new bottom pawn too at the end of the turn.
  play(state, "B4<=B3");
  CHECK(unit_at(state, "B3") == "B:P");
  CHECK(position_of(state).owes_king[1] == 1);
  // An empty trap: the single piece unstacked onto it is lost.
  auto empty = make_state({.units = {{"B4", "B:PPP"}, {"A1", "R:K"}, {"A8", "B:K"}}});
  play(empty, "B4<=B3");
  CHECK(unit_at(empty, "B3").empty());
  CHECK(pile(empty, 1) == 10 - 3 + 1);
}

TEST_CASE("lazyking unstack: a King unstacked alone onto an empty trap is lost and redeployed") {
  auto state = make_state({.units = {{"B4", "B:PK"}, {"A1", "R:K"}, {"E4", "R:P"}}});
  play(state, "B4<=B3");
  CHECK(unit_at(state, "B3").empty());
  CHECK(unit_at(state, "B4") == "B:P");
  CHECK(state.deciders() == rules::SeatSet::of(1));
  play(state, "E8:K");
  CHECK(unit_at(state, "E8") == "B:K");
  CHECK(state.deciders() == rules::SeatSet::of(0));
}

}  // namespace
}  // namespace rockpool::tests::lazyking
