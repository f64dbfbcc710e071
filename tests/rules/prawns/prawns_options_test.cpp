// rules/prawns/RULES.md, Room options: takeback (R-P5, R-P10), eaten_gone, ply_limit.

#include "rules/prawns/play.hpp"
#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

const std::vector<rules::RawOption> kTakeback = {{"takeback", true}};

std::string core_bytes(const rules::State& state) {
  return rules::encode_bytes(position_of(state).now);
}

TEST_CASE("prawns options: takeback and eaten_gone default to false; ply_limit to 0") {
  const auto& options = rules::find_game("prawns")->info().options;
  REQUIRE(options.size() == 4);
  CHECK(options[0].name == "takeback");
  CHECK(options[0].default_value == 0);
  CHECK(options[1].name == "eaten_gone");
  CHECK(options[1].default_value == 0);
  CHECK(options[2].name == "ply_limit");
  CHECK(options[3].name == "repetition");
  CHECK(options[3].default_value == 0);
  CHECK(rules::find_game("prawns")->info().seat_names[0] == "Green");
  CHECK(rules::find_game("prawns")->info().seat_names[1] == "Blue");
}

TEST_CASE("prawns R-P5: without the option there are no takebacks") {
  auto state = started("SC", "SC");
  play(*state, "e1-e2");
  CHECK(state->deciders() == rules::SeatSet::of(kBlue));
  CHECK(contains(rejection(*state, "undo"), "takebacks are off"));
}

TEST_CASE("prawns R-P5: with takeback, the mover may undo until the opponent starts their turn") {
  auto state = started("SC", "SC", kTakeback);
  CHECK(legal_names(*state, kGreen) == legal_names(*started("SC", "SC")));  // no undo of the start
  const std::string before = core_bytes(*state);
  play(*state, "e1-e3");
  CHECK(state->deciders() == rules::SeatSet::both());
  CHECK_FALSE(state->secret_choices());  // both decide, in the open
  CHECK(legal_names(*state, kGreen) == Names{"undo"});
  const int ply = state->ply();
  REQUIRE_FALSE(state->play(kGreen, "undo"));
  CHECK(state->ply() == ply + 1);  // undo is a ply
  CHECK(core_bytes(*state) == before);
  CHECK(at(*state, "e1") == "GK");
  CHECK(state->deciders() == rules::SeatSet::of(kGreen));
  CHECK(is_legal(*state, "e1-e3"));  // the jump-start is back too
  CHECK_FALSE(is_legal(*state, "undo"));
}

TEST_CASE("prawns R-P5: once the opponent has started their turn the move stands") {
  auto state = started("SC", "SC", kTakeback);
  play(*state, "e1-e2");
  REQUIRE_FALSE(state->play(kBlue, "d8-d7"));
  // Green moves now; Blue may take its move back; Green cannot undo its own any more.
  CHECK(state->deciders() == rules::SeatSet::both());
  CHECK(legal_names(*state, kBlue) == Names{"undo"});
  CHECK_FALSE(is_legal(*state, "undo"));
  REQUIRE_FALSE(state->play(kGreen, "e2-e3"));
  auto blue_undo = state->play(kBlue, "undo");  // Green's move is not Blue's to take back
  REQUIRE(blue_undo);
  CHECK(blue_undo->code == rules::error_code::kIllegal);
  CHECK(contains(blue_undo->message, "no move of yours to take back"));
  CHECK(legal_names(*state, kGreen) == Names{"undo"});
  CHECK(at(*state, "d7") == "BK");
}

TEST_CASE("prawns R-P5: undo takes back the whole turn, evolutions included, even before end") {
  Setup setup{{"GKa8", "GKb7", "BKa1", "BKb1", "BKc1", "BKh1", "GKh3"}};
  setup.takeback = true;
  auto state = make_state(setup);
  const std::string before = core_bytes(state);
  play(state, "a8=S");
  CHECK(is_legal(state, "undo"));
  play(state, "b7-b8");
  CHECK(is_legal(state, "undo"));
  CHECK(is_legal(state, "end"));
  play(state, "undo");
  CHECK(core_bytes(state) == before);
  CHECK(position_of(state).phase == kBeforeMove);
  CHECK(at(state, "a8") == "GK");
  CHECK(legal_from(state, "a8=") == Names{"a8=C", "a8=L", "a8=S"});
  CHECK(contains(rejection(state, "undo"), "no move of yours to take back"));
}

TEST_CASE("prawns R-P5: a takeback of a winning turn is too late: the match is over") {
  Setup setup{{"GCd4", "BKd6"}};
  setup.takeback = true;
  auto state = make_state(setup);
  play(state, "d4xd6");
  CHECK(state.status().over());
  CHECK(state.deciders().empty());
}

TEST_CASE("prawns R-P10: the takeback is written undo") {
  auto state = started("SC", "SC", kTakeback);
  const auto parsed = state->parse(kGreen, "undo");
  REQUIRE(std::holds_alternative<rules::Action>(parsed));
  CHECK(std::get<rules::Action>(parsed) == kUndoAction);
  CHECK(state->notation(kUndoAction) == "undo");
  play(*state, "e1-e2");
  CHECK(legal_names(*state, kGreen) == Names{"undo"});
  REQUIRE_FALSE(state->play(kGreen, "undo"));
  CHECK(at(*state, "e1") == "GK");
}

TEST_CASE("prawns R-P10: the mover may undo from its turn's first action, not before it") {
  Setup setup{with_crowd({"GKa8", "GKd4"})};
  setup.takeback = true;
  auto state = make_state(setup);
  CHECK_FALSE(is_legal(state, "undo"));
  CHECK(contains(rejection(state, "undo"), "no move of yours to take back"));
  play(state, "a8=S");  // the turn's first action is an evolution, before the move
  CHECK(is_legal(state, "undo"));
  CHECK(state.deciders() == rules::SeatSet::of(kGreen));  // still the mover's turn
  play(state, "undo");
  CHECK(at(state, "a8") == "GK");
}

TEST_CASE("prawns R-P10: the mover may undo until the opponent's first action, even an evolution") {
  Setup setup{with_crowd({"GKd4"})};  // Blue krill stand on a1, b1, c1 and h1: Blue's zone
  setup.takeback = true;
  auto state = make_state(setup);
  play(state, "d4-d5");
  CHECK(state.deciders() == rules::SeatSet::both());
  CHECK(legal_names(state, kGreen) == Names{"undo"});
  REQUIRE_FALSE(state.play(kBlue, "a1=S"));  // Blue's first action, before its move
  CHECK(state.deciders() == rules::SeatSet::of(kBlue));
  CHECK(undo_seat(position_of(state)) == kBlue);  // now Blue's turn is the one to take back
  auto late = state.play(kGreen, "undo");
  REQUIRE(late);
  CHECK(late->code == rules::error_code::kNotYourDecision);
  CHECK(at(state, "d5") == "GK");
}

TEST_CASE(
    "prawns R-P10: undo restores the position at the start of the turn, before its start-of-turn "
    "evolutions") {
  Setup setup{with_crowd({"GKa8", "GKb7"})};
  setup.takeback = true;
  auto state = make_state(setup);
  const std::string before = core_bytes(state);
  play(state, "a8=S");  // start of turn
  play(state, "b7-b8");
  play(state, "b8=C");  // after the move
  play(state, "a8=L");  // nothing more can evolve: the turn has passed
  REQUIRE(state.deciders() == rules::SeatSet::both());
  REQUIRE_FALSE(state.play(kGreen, "undo"));
  CHECK(core_bytes(state) == before);
  CHECK(at(state, "a8") == "GK");
  CHECK(at(state, "b7") == "GK");
  CHECK(position_of(state).phase == kBeforeMove);
  CHECK(position_of(state).to_move == kGreen);
  CHECK(position_of(state).evolved == 0);
  CHECK(state.deciders() == rules::SeatSet::of(kGreen));
  CHECK(undo_seat(position_of(state)) == -1);  // nothing is left to take back
  CHECK(legal_from(state, "a8=") == Names{"a8=C", "a8=L", "a8=S"});
}

TEST_CASE(
    "prawns R-P10: once the turn has passed both seats decide in the open: the opponent its turn, "
    "the previous mover only undo") {
  auto state = started("SC", "SC", kTakeback);
  play(*state, "e1-e3");
  CHECK(state->deciders() == rules::SeatSet::both());
  CHECK_FALSE(state->secret_choices());
  CHECK(state->same_view_for_all());
  CHECK(view_text(*state, kGreen) == view_text(*state, rules::kSpectator));
  CHECK(view_text(*state, kBlue) == view_text(*state, rules::kSpectator));
  CHECK(legal_names(*state, kGreen) == Names{"undo"});
  const Names blue = legal_names(*state, kBlue);
  CHECK(std::find(blue.begin(), blue.end(), "d8-d6") != blue.end());
  CHECK(std::find(blue.begin(), blue.end(), "undo") == blue.end());
  auto other = state->play(kGreen, "d1-d2");
  REQUIRE(other);
  CHECK(other->code == rules::error_code::kIllegal);
  CHECK(contains(other->message, "you may only take back your move (undo)"));
}

TEST_CASE("prawns R-P10: undo is an action, so it counts as a ply") {
  auto state = started("SC", "SC", {{"takeback", true}, {"ply_limit", std::int64_t{4}}});
  play(*state, "e1-e2");
  CHECK(state->ply() == 3);
  REQUIRE_FALSE(state->play(kGreen, "undo"));
  CHECK(state->ply() == 4);
  CHECK(state->status().outcome == rules::Outcome::drawn);
  CHECK(state->status().reason == "ply_limit");
}

TEST_CASE("prawns option eaten_gone: eaten prawns never return to the pool") {
  Setup setup{{"GKd4", "BSe5", "BKh8", "BLh7"}};
  setup.eaten_gone = true;
  auto state = make_state(setup);
  play(state, "d4xe5");
  CHECK(pool(state, kBlue, 'S') == 1);
  auto usual = make_state({{"GKd4", "BSe5", "BKh8", "BLh7"}});
  play(usual, "d4xe5");
  CHECK(pool(usual, kBlue, 'S') == 2);
}

TEST_CASE(
    "prawns option eaten_gone: a prawn leaving the sea is not eaten; it returns to its pool") {
  Setup setup{{"BKc5", "GLf5", "GLd5"}, {}, kGreen, "c5f5"};
  setup.eaten_gone = true;
  auto state = make_state(setup);
  play(state, "d5-off");
  CHECK(pool(state, kGreen, 'L') == 1);
}

TEST_CASE("prawns ply_limit: every decision counts, setup choices, evolutions and end included") {
  auto state = start({{"ply_limit", std::int64_t{5}}});
  REQUIRE_FALSE(state->play(kGreen, "SC"));
  REQUIRE_FALSE(state->play(kBlue, "SC"));
  play(*state, "e1-e3");
  play(*state, "d8-d6");
  CHECK(state->ply() == 4);
  CHECK_FALSE(state->status().over());
  play(*state, "e3-e4");
  CHECK(state->status().outcome == rules::Outcome::drawn);
  CHECK(state->status().reason == "ply_limit");
  auto evolving = make_state({{"GKb7", "GKa8", "BKa1", "BKb1", "BKc1", "BKh1"}});
  play(evolving, "a8=S");
  play(evolving, "b7-b8");
  play(evolving, "end");
  CHECK(evolving.ply() == 3);
}

}  // namespace
}  // namespace rockpool::tests::prawns
