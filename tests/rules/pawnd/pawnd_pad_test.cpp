// rules/pawnd/RULES.md, Moving the pad, and R-W6: the pad a frog leaves moves to open water.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

TEST_CASE("pawnd pad: a frog leaving a pad moves that pad to a square with no frog, pad or stone") {
  auto state = make_state({.purple = {"c3"}, .orange = {"a9"}});
  play(state, "c3-d4@e6");
  CHECK_FALSE(pad_at(state, "c3"));
  CHECK(pad_at(state, "e6"));
  CHECK(pad_at(state, "d4"));
  CHECK(Board::count(position_of(state).pads) == 26);
}

TEST_CASE("pawnd R-W6: the @ suffix is required exactly when the frog started on a pad") {
  auto state = make_state({.purple = {"c3", "c1"}, .orange = {"a9"}});
  CHECK(mentions(rejection(state, "c3-d4"), "where the pad goes"));
  CHECK(mentions(rejection(state, "c1-d2@e6"), "did not start on a lily pad"));
  CHECK(is_legal(state, "c1-d2"));
  CHECK(is_legal(state, "c3-d4@e6"));
}

TEST_CASE("pawnd R-W6: each pad target is a separate action") {
  auto state = make_state({.purple = {"c3"}, .orange = {"a9"}});
  const int open = open_water(state);
  CHECK(open == 40);
  CHECK(legal_starting(state, "c3-d4@").size() == static_cast<std::size_t>(open));
  CHECK(legal_starting(state, "c3-b4@").size() == static_cast<std::size_t>(open));
  CHECK(legal_names(state).size() == static_cast<std::size_t>(2 * open));
}

TEST_CASE("pawnd R-W6: the target is judged after the jump, not the square left") {
  auto state = make_state(kThreeHopJump);
  // g7's pad is kept by the capture, so its square is open water when the jump ends.
  CHECK(is_legal(state, "b4:d6:f8:h6@g7"));
  CHECK(legal_starting(state, "b4:d6:f8:h6@").size() ==
        static_cast<std::size_t>(open_water(state) + 1));
  CHECK(mentions(rejection(state, "b4:d6:f8:h6@c5"), "stone"));  // c5's frog stood on a stone
  CHECK(mentions(rejection(state, "b4:d6:f8:h6@b4"), "another square"));
  CHECK(mentions(rejection(state, "b4:d6:f8:h6@d6"), "lily pad"));
  CHECK(mentions(rejection(state, "b4:d6@g7"), "lily pad"));  // without that capture
  play(state, "b4:d6:f8:h6@g7");
  CHECK(pad_at(state, "g7"));
  CHECK(position_of(state).pads_kept[0] == 1);
}

}  // namespace
}  // namespace rockpool::tests::pawnd
