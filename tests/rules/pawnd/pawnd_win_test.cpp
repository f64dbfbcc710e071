// rules/pawnd/RULES.md, Crossing and End of the match, R-W8, and the room option ply_limit.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

const Names kRow8Pads = {"b8", "d8", "f8", "h8"};

void check_won(const rules::State& state, int winner, const char* reason) {
  const rules::Status status = state.status();
  CHECK(status.outcome == rules::Outcome::won);
  CHECK(status.winner == winner);
  CHECK(status.reason == reason);
  CHECK(state.deciders().empty());
}

TEST_CASE("pawnd crossing: a frog stepping onto a stone of the opponent's home row leaves") {
  auto state = make_state({.purple = {"b8", "c1"}, .orange = {"c9", "e5"}});
  play(state, "b8-a9@b7");
  CHECK(frog_at(state, "a9") == -1);
  CHECK(position_of(state).across[0] == 1);
  CHECK(Board::count(position_of(state).frogs[0]) == 1);
  CHECK(state.deciders() == rules::SeatSet::of(1));
}

TEST_CASE("pawnd crossing: a pad on the far row is not a stone, so the frog stays") {
  auto state = make_state({.purple = {"b8", "c1"}, .orange = {"c9", "e5"}, .pads_added = {"b9"}});
  play(state, "b8-b9@b7");
  CHECK(frog_at(state, "b9") == 0);
  CHECK(position_of(state).across[0] == 0);
}

TEST_CASE("pawnd win: the fifth frog across wins") {
  auto state = make_state({.purple = {"b8"}, .orange = {"c9", "e9"}, .across_purple = 4});
  play(state, "b8-a9@b7");
  check_won(state, 0, "all_across");
}

TEST_CASE("pawnd win: the fifth frog across by a jump wins") {
  auto state =
      make_state({.purple = {"e7"}, .orange = {"f8", "a9"}, .to_move = 0, .across_purple = 4});
  play(state, "e7:g9@e6");
  check_won(state, 0, "all_across");
}

TEST_CASE("pawnd win: the pad kept count reaching 5 wins") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "a9", "c9"}, .kept_purple = 4});
  play(state, "a1:c3");
  CHECK(position_of(state).pads_kept[0] == 5);
  check_won(state, 0, "five_pads");
}

TEST_CASE("pawnd win: two pads kept in one jump may pass 5") {
  auto state =
      make_state({.purple = {"d4", "e5", "g5"}, .orange = {"g3", "e3", "c5"}, .kept_purple = 4});
  play(state, "d4:f6:h4:f2:d4:b6@a4");  // over g3 and e3, both on pads
  CHECK(position_of(state).pads_kept[0] == 6);
  check_won(state, 0, "five_pads");
}

TEST_CASE("pawnd win: Orange wins the same ways") {
  auto pads =
      make_state({.purple = {"b2", "c1"}, .orange = {"c3"}, .to_move = 1, .kept_orange = 4});
  play(pads, "c3:a1@c4");
  check_won(pads, 1, "five_pads");
  auto across = make_state({.purple = {"c5"}, .orange = {"b2"}, .to_move = 1, .across_orange = 4});
  play(across, "b2-c1@b3");
  check_won(across, 1, "all_across");
}

TEST_CASE("pawnd win: a player with no step and no jump loses") {
  auto state = make_state(
      {.purple = {"a1"}, .orange = {"a9", "c9", "e9", "g9", "i9"}, .pads_removed = kRow8Pads});
  CHECK_FALSE(state.status().over());
  play(state, "a1-b2");
  check_won(state, 0, "no_legal_action");
}

TEST_CASE("pawnd R-W8: the mover's wins are checked before the opponent's moves") {
  auto state = make_state({.purple = {"a1"},
                           .orange = {"b2", "a9", "c9", "e9", "g9"},
                           .pads_removed = kRow8Pads,
                           .kept_purple = 4});
  play(state, "a1:c3");  // Orange would also be left without a move
  check_won(state, 0, "five_pads");
}

TEST_CASE("pawnd R-W8: no move is judged once the captured frogs are back") {
  Setup setup{.purple = {"a1", "g8"},
              .orange = {"a9", "c9", "e9", "i9", "b2"},
              .pads_added = {"g8"},
              .pads_removed = kRow8Pads};
  auto saved = make_state(setup);
  play(saved, "a1:c3");  // b2 goes back to g9 by itself, from where it can jump g8
  CHECK_FALSE(saved.status().over());
  CHECK(legal_names(saved) == Names{"g9:g7"});

  setup.purple = {"a1", "c1"};
  setup.pads_added = {};
  auto lost = make_state(setup);
  play(lost, "a1:c3");
  CHECK(frog_at(lost, "g9") == 1);
  check_won(lost, 0, "no_legal_action");
}

TEST_CASE("pawnd R-W8: a return decision comes before the no-move judgement") {
  auto state =
      make_state({.purple = {"a1"}, .orange = {"a9", "c9", "e9", "b2"}, .pads_removed = kRow8Pads});
  play(state, "a1:c3");
  CHECK_FALSE(state.status().over());
  CHECK(legal_names(state) == Names{"^g9", "^i9"});
  play(state, "^g9");
  check_won(state, 0, "no_legal_action");
}

TEST_CASE("pawnd ply_limit: a draw when that many actions were played") {
  auto state = start(2);
  play(*state, "e1-f2");
  CHECK_FALSE(state->status().over());
  play(*state, "a9-b8");
  CHECK(state->status().outcome == rules::Outcome::drawn);
  CHECK(state->status().reason == "ply_limit");
  CHECK(state->deciders().empty());
}

TEST_CASE("pawnd ply_limit: returns count as actions") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "a9", "c9"}}, 2);
  play(state, "a1:c3");
  CHECK_FALSE(state.status().over());
  play(state, "^e9");
  CHECK(state.status().outcome == rules::Outcome::drawn);
}

TEST_CASE("pawnd ply_limit: a win or a loss on the last action comes before the draw") {
  auto across = make_state({.purple = {"b8"}, .orange = {"c9", "e9"}, .across_purple = 4}, 1);
  play(across, "b8-a9@b7");
  check_won(across, 0, "all_across");
  auto stuck = make_state(
      {.purple = {"a1"}, .orange = {"a9", "c9", "e9", "g9", "i9"}, .pads_removed = kRow8Pads}, 1);
  play(stuck, "a1-b2");
  check_won(stuck, 0, "no_legal_action");
}

}  // namespace
}  // namespace rockpool::tests::pawnd
