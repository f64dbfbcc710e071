// rules/pawnd/RULES.md, Capture, and R-W7: captured frogs, kept pads and returns.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

TEST_CASE("pawnd capture: every enemy frog jumped is captured; a pad under it is kept") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "a9", "c9"}});
  play(state, "a1:c3");
  CHECK(frog_at(state, "b2") == -1);
  CHECK_FALSE(pad_at(state, "b2"));
  CHECK(position_of(state).pads_kept[0] == 1);
  CHECK(Board::count(position_of(state).pads) == 25);
}

TEST_CASE("pawnd capture: a frog captured on a stone gives no pad") {
  auto state = make_state({.purple = {"b4"}, .orange = {"c5", "a9", "c9"}});
  play(state, "b4:d6@b5");
  CHECK(frog_at(state, "c5") == -1);
  CHECK(position_of(state).pads_kept[0] == 0);
  CHECK(position_of(state).to_return[1] == 1);
}

TEST_CASE("pawnd R-W7: the owner returns a captured frog to a free home stone first") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "a9", "c9"}});
  play(state, "a1:c3");
  CHECK(state.deciders() == rules::SeatSet::of(1));
  CHECK(legal_names(state) == Names{"^e9", "^g9", "^i9"});
  CHECK(mentions(rejection(state, "a9-b8"), "first return"));
  CHECK(mentions(rejection(state, "^a9"), "already on a9"));
  CHECK(mentions(rejection(state, "^e5"), "home row"));
  const int ply = state.ply();
  play(state, "^g9");
  CHECK(state.ply() == ply + 1);
  CHECK(frog_at(state, "g9") == 1);
  CHECK(state.deciders() == rules::SeatSet::of(1));
  CHECK(is_legal(state, "g9-h8"));
  CHECK(mentions(rejection(state, "^i9"), "no captured frog"));
}

TEST_CASE("pawnd R-W7: automatic when exactly one home stone is free") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "a9", "c9", "e9", "g9"}});
  const int ply = state.ply();
  play(state, "a1:c3");
  CHECK(state.ply() == ply + 1);  // the placement is no action
  CHECK(frog_at(state, "i9") == 1);
  CHECK(position_of(state).to_return[1] == 0);
  CHECK(is_legal(state, "i9-h8"));
}

TEST_CASE("pawnd R-W7: two frogs and two free stones: the first is chosen, the second automatic") {
  auto state = make_state(kThreeHopJump);
  play(state, "b4:d6:f8:h6@b5");
  CHECK(legal_names(state) == Names{"^g9", "^i9"});
  play(state, "^i9");
  CHECK(frog_at(state, "i9") == 1);
  CHECK(frog_at(state, "g9") == 1);
  CHECK(position_of(state).to_return[1] == 0);
  CHECK(state.deciders() == rules::SeatSet::of(1));
  CHECK(legal_starting(state, "^").empty());
}

TEST_CASE("pawnd R-W7: each captured frog is its own decision while stones are left to choose") {
  auto state =
      make_state({.purple = {"d4", "e5", "g5"}, .orange = {"g3", "e3", "c5"}, .across_orange = 2});
  play(state, "d4:f6:h4:f2:d4:b6@a4");
  CHECK(position_of(state).to_return[1] == 3);
  CHECK(legal_names(state).size() == 5);
  play(state, "^a9");
  CHECK(legal_names(state).size() == 4);
  play(state, "^c9");
  CHECK(legal_names(state).size() == 3);
  play(state, "^e9");
  CHECK(position_of(state).to_return[1] == 0);
  CHECK(legal_starting(state, "^").empty());
}

}  // namespace
}  // namespace rockpool::tests::pawnd
