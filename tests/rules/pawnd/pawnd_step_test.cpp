// rules/pawnd/RULES.md, Step: one square forward or diagonally forward onto a free stone or pad.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

TEST_CASE("pawnd step: forward is north for Purple and south for Orange") {
  auto purple = make_state({.purple = {"e5"}, .orange = {"a9"}});
  CHECK(legal_starting(purple, "e5") == Names{"e5-d6", "e5-f6"});
  auto orange = make_state({.purple = {"a1"}, .orange = {"e5"}, .to_move = 1});
  CHECK(legal_starting(orange, "e5") == Names{"e5-d4", "e5-f4"});
}

TEST_CASE("pawnd step: never backward or sideways") {
  auto state = make_state({.purple = {"e5"}, .orange = {"a9"}, .pads_added = {"f5"}});
  auto back = rejection(state, "e5-d4");
  CHECK(back.code == rules::error_code::kIllegal);
  CHECK(mentions(back, "forward or diagonally forward"));
  CHECK(mentions(rejection(state, "e5-f5"), "forward or diagonally forward"));
  auto orange = make_state({.purple = {"a1"}, .orange = {"e5"}, .to_move = 1});
  CHECK(mentions(rejection(orange, "e5-d6"), "toward rank 1"));
}

TEST_CASE("pawnd step: only onto an unoccupied stone or lily pad") {
  auto state = make_state({.purple = {"e5"}, .orange = {"d6"}});
  CHECK(mentions(rejection(state, "e5-e6"), "open water"));
  CHECK(mentions(rejection(state, "e5-d6"), "occupied"));
  CHECK(legal_starting(state, "e5-") == Names{"e5-f6"});
  auto onto_stone = make_state({.purple = {"d4"}, .orange = {"a9"}});
  CHECK(is_legal(onto_stone, "d4-c5@d5"));
  CHECK(is_legal(onto_stone, "d4-e5@d5"));
}

TEST_CASE("pawnd step: a straight-forward step becomes possible after pads moved") {
  auto state = make_state({.purple = {"e5", "d4"}, .orange = {"a9"}});
  CHECK_FALSE(is_legal(state, "e5-e6"));
  play(state, "d4-c5@e6");
  CHECK(pad_at(state, "e6"));
  CHECK_FALSE(pad_at(state, "d4"));
  play(state, "a9-b8");
  CHECK(is_legal(state, "e5-e6"));
  play(state, "e5-e6");
  CHECK(frog_at(state, "e6") == 0);
}

TEST_CASE("pawnd step and jump are never combined in one turn") {
  auto state = make_state({.purple = {"c1"}, .orange = {"d2", "a9"}});
  CHECK(rejection(state, "c1-b2:d4").code == rules::error_code::kMalformed);
  CHECK(rejection(state, "c1:e3-f4").code == rules::error_code::kMalformed);
  play(state, "c1-b2");
  CHECK(state.deciders() == rules::SeatSet::of(1));
}

}  // namespace
}  // namespace rockpool::tests::pawnd
