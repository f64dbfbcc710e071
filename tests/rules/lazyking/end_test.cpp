// rules/lazyking/RULES.md: the win (R-L3), the loss with no legal action, the King redeploy into
// a full zone, the ply limit, the order of a turn (R-L14).

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking win: a singleton King that cannot move is unstacked onto its goal and wins") {
  // Red's King alone on A7 cannot step onto A8; as the top of a unit it is unstacked there.
  auto alone = make_state({.units = {{"A7", "R:K"}, {"E4", "R:P"}, {"H1", "B:K"}}, .to_move = 0});
  CHECK(legal_starting(alone, "A7-").empty());
  auto unit = make_state({.units = {{"A7", "R:PK"}, {"H1", "B:K"}, {"D5", "B:P"}}, .to_move = 0});
  play(unit, "A7<=A8");
  CHECK(unit.status().outcome == rules::Outcome::won);
  CHECK(unit.status().winner == 0);
  CHECK(unit.status().reason == "goal");
  CHECK(unit.deciders().empty());
}

TEST_CASE("lazyking win: unstacking the pawns off a King on its goal leaves it alone and wins") {
  auto state = make_state({.units = {{"H1", "B:KP"}, {"A8", "R:K"}, {"D4", "R:P"}}});
  play(state, "H1<=H2");
  CHECK(state.status().winner == 1);
}

TEST_CASE("lazyking R-L3: a push can put the enemy's King home, and the enemy wins") {
  // Black pushes Red's singleton King from H6 to H8, Red's goal.
  auto state =
      make_state({.units = {{"H5", "B:PPPPPPP"}, {"H6", "R:K"}, {"A8", "B:K"}, {"D1", "R:P"}}});
  play(state, "H6#H8");
  CHECK(state.status().outcome == rules::Outcome::won);
  CHECK(state.status().winner == 0);
}

TEST_CASE("lazyking win: only on the own goals; a King on the opponent's goal just rests") {
  auto state = make_state({.units = {{"A2", "R:PK"}, {"H8", "B:K"}, {"D5", "B:P"}}, .to_move = 0});
  play(state, "A2<=A1");  // Red's King alone on A1, Black's goal
  CHECK_FALSE(state.status().over());
  CHECK(unit_at(state, "A1") == "R:K");
}

TEST_CASE("lazyking loss: a player with no legal action loses") {
  // Black's last unit: its King alone, walled in on D4 with no friend, nothing to sacrifice.
  auto state = make_state({.units = {{"D4", "B:K"}, {"A1", "R:K"}, {"H2", "R:P"}},
                           .walls = {"C4|D4", "D4|E4", "D3|D4", "D4|D5"},
                           .to_move = 0});
  play(state, "H2-H3");
  CHECK(state.status().outcome == rules::Outcome::won);
  CHECK(state.status().winner == 0);
  CHECK(state.status().reason == "no_legal_action");
}

TEST_CASE("lazyking redeploy: into a full zone, any zone square; even the enemy King goes") {
  // Red's zone is full, Black's King among the units there; Red lost its King to a trap.
  auto state = make_state({.units = with_full_zone(0, {"R:P", "R:PP", "B:KP", "R:P", "B:P", "R:P"},
                                                   {{"B3", "R:P"}, {"H5", "B:P"}}),
                           .to_move = 0,
                           .owes_red = true});
  CHECK(legal_names(state) == Names{"B1:K", "C1:K", "D1:K", "E1:K", "F1:K", "G1:K"});
  play(state, "D1:K");
  CHECK(unit_at(state, "D1") == "R:K");
  CHECK(pile(state, 1) == 7 + 1);  // the pawn taken with the King is left in the pile
  CHECK(position_of(state).owes_king[1] == 1);
  // Red plays its turn; then Black redeploys first, as a singleton in its zone.
  play(state, "B3-B2");
  CHECK(state.deciders() == rules::SeatSet::of(1));
  CHECK(legal_names(state).size() == 6);
  play(state, "B8:K");
  CHECK(unit_at(state, "B8") == "B:K");
  // While the zone has an empty square, an occupied one is refused.
  auto open = make_state(
      {.units = {{"B1", "R:P"}, {"H5", "B:K"}, {"E5", "R:P"}}, .to_move = 0, .owes_red = true});
  CHECK(refusal(open, "B1:K").find("only when the zone is full") != std::string::npos);
  CHECK(refusal(open, "B2:K").find("deployment zone") != std::string::npos);
}

TEST_CASE("lazyking redeploy: a King redeployed into a full zone removing an enemy King") {
  // Both zones full; each redeploy removes the other King in turn.
  auto state = make_state({.units = with_full_zone(0, {"B:K", "R:P", "R:P", "R:P", "R:P", "R:P"},
                                                   {{"E4", "R:P"}, {"E5", "B:P"}}),
                           .to_move = 0,
                           .owes_red = true});
  play(state, "B1:K");
  CHECK(unit_at(state, "B1") == "R:K");
  CHECK(position_of(state).owes_king[1] == 1);
  play(state, "E4-E3");
  CHECK(legal_names(state) == Names{"B8:K", "C8:K", "D8:K", "E8:K", "F8:K", "G8:K"});
}

TEST_CASE("lazyking redeploy: a redeploy into a full zone may take a square of one's own unit") {
  auto state = make_state({.units = with_full_zone(0, {"R:PP", "R:P", "R:P", "R:P", "R:P", "R:P"},
                                                   {{"H5", "B:K"}, {"E5", "B:P"}}),
                           .to_move = 0,
                           .owes_red = true});
  CHECK(pile(state, 0) == 3);
  play(state, "B1:K");
  CHECK(unit_at(state, "B1") == "R:K");
  CHECK(pile(state, 0) == 5);  // its own pawns go to its pile
}

TEST_CASE("lazyking option ply_limit: a draw once that many actions are played") {
  auto state = start({{"ply_limit", std::int64_t{3}}, {"walls", std::int64_t{1}}});
  REQUIRE_FALSE(state->play(0, "D1:K"));
  REQUIRE_FALSE(state->play(1, "D8:K"));
  play(*state, "D4|D5");
  CHECK(state->status().outcome == rules::Outcome::drawn);
  CHECK(state->status().reason == "ply_limit");
}

TEST_CASE("lazyking R-L14: the win is checked before the end of the turn") {
  // Red's unit on the trap B3 would lose a piece at the end of the turn, but the win comes first.
  auto state = make_state(
      {.units = {{"B3", "R:KPP"}, {"H7", "R:PK"}, {"A1", "B:K"}, {"E5", "B:P"}}, .to_move = 0});
  play(state, "H7<=H8");
  CHECK(state.status().winner == 0);
  CHECK(unit_at(state, "B3") == "R:KPP");
}

}  // namespace
}  // namespace rockpool::tests::lazyking
