// rules/pawnd/RULES.md, Jump, and R-W1 to R-W5: hops over single frogs of either colour.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

TEST_CASE("pawnd jump: over an adjacent frog of either colour in any of the 8 directions") {
  auto state = make_state({.purple = {"e5", "e6", "f5", "d4"},
                           .orange = {"d6", "f6", "f4", "e4", "d5"},
                           .pads_added = {"e6", "f5", "e4", "d5", "e7"}});
  for (const char* hop : {"e5:e7", "e5:g7", "e5:g5", "e5:g3", "e5:e3", "e5:c3", "e5:c5", "e5:c7"}) {
    CHECK_MESSAGE(is_legal(state, hop), hop);
  }
}

TEST_CASE("pawnd jump: a three-hop jump capturing two frogs, one on a pad, one on a stone") {
  auto state = make_state(kThreeHopJump);
  CHECK(is_legal(state, "b4:d6:f8:h6@b5"));
  play(state, "b4:d6:f8:h6@b5");
  CHECK(frog_at(state, "h6") == 0);
  CHECK(frog_at(state, "c5") == -1);  // captured on a stone
  CHECK(frog_at(state, "g7") == -1);  // captured on a pad
  CHECK(frog_at(state, "e7") == 0);   // jumped, but friendly
  const Position& p = position_of(state);
  CHECK(p.pads_kept[0] == 1);  // only the pad under g7 is kept
  CHECK(p.pads_kept[1] == 0);
  CHECK_FALSE(pad_at(state, "g7"));
  CHECK(Board::has(kStones, sq("c5")));
  CHECK(p.to_return[1] == 2);
}

TEST_CASE("pawnd jump: a jump over a friendly frog captures nothing") {
  auto state = make_state({.purple = {"c3", "d4"}, .orange = {"a9"}});
  play(state, "c3:e5@c2");
  CHECK(frog_at(state, "d4") == 0);
  CHECK(frog_at(state, "e5") == 0);
  const Position& p = position_of(state);
  CHECK(p.pads_kept[0] == 0);
  CHECK(p.to_return[1] == 0);
  CHECK(pad_at(state, "d4"));
  CHECK(state.deciders() == rules::SeatSet::of(1));
  CHECK(is_legal(state, "a9-b8"));
}

TEST_CASE("pawnd jump: a hop that would jump two frogs in a line is rejected") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "c3", "a9"}});
  CHECK(legal_starting(state, "a1:").empty());
  auto error = rejection(state, "a1:c3");
  CHECK(mentions(error, "never a line of two"));
}

TEST_CASE("pawnd jump: each hop lands on an unoccupied stone or lily pad beyond one frog") {
  auto state = make_state({.purple = {"c1"}, .orange = {"d2", "a9"}, .pads_removed = {"e3"}});
  CHECK(mentions(rejection(state, "c1:e3"), "open water"));
  CHECK(mentions(rejection(state, "c1:a3"), "no frog on b2"));
  CHECK(legal_starting(state, "c1:").empty());
}

TEST_CASE("pawnd R-W1: each frog is jumped at most once and a move may not end where it began") {
  auto state = make_state({.purple = {"e5", "f6", "h6"}, .orange = {"h4", "f4", "d4"}});
  CHECK(is_legal(state, "e5:g7"));
  CHECK(is_legal(state, "e5:g7:i5"));
  CHECK(is_legal(state, "e5:g7:i5:g3"));
  CHECK_FALSE(is_legal(state, "e5:g7:i5:g3:e5"));
  CHECK(mentions(rejection(state, "e5:g7:i5:g3:e5"), "may not end on the square where it began"));
  CHECK_FALSE(is_legal(state, "e5:g7:i5:g3:e5:g7"));
  CHECK(mentions(rejection(state, "e5:g7:i5:g3:e5:g7"), "already jumped"));
  CHECK(mentions(rejection(state, "e5:c3:e5"), "already jumped"));  // back over d4
}

TEST_CASE("pawnd R-W2: jumped enemy frogs stay on the board until the jump ends") {
  auto state = make_state(kThreeHopJump);
  // Back over c5 to b4: c5 is still there, already jumped, not an empty square.
  CHECK(mentions(rejection(state, "b4:d6:b4@b5"), "already jumped"));
  play(state, "b4:d6:f8:h6@b5");
  CHECK(position_of(state).to_return[1] == 2);  // both removed once the jump ended
}

TEST_CASE("pawnd R-W2: capturing is never compulsory") {
  auto state = make_state({.purple = {"c1", "c3", "d4"}, .orange = {"d2", "f6", "a9"}});
  CHECK(is_legal(state, "c1:e3"));
  CHECK(is_legal(state, "c1-b2"));     // a step instead of the capture
  CHECK(is_legal(state, "c3:e5@c2"));  // over the friend, stopping before f6
  CHECK(is_legal(state, "c3:e5:g7@c2"));
  play(state, "c1-b2");
  CHECK(frog_at(state, "d2") == 1);
}

TEST_CASE("pawnd R-W3: a hop landing on a stone of the opponent's home row ends the move") {
  auto state = make_state({.purple = {"e7", "a1"}, .orange = {"f8", "h8", "a9", "c9", "e9"}});
  CHECK(is_legal(state, "e7:g9@e6"));
  CHECK(legal_starting(state, "e7:g9:").empty());
  CHECK(mentions(rejection(state, "e7:g9:i7@e6"), "across"));
  play(state, "e7:g9@e6");
  const Position& p = position_of(state);
  CHECK(p.across[0] == 1);
  CHECK(frog_at(state, "g9") == -1);
  CHECK(p.to_return[1] == 1);
}

TEST_CASE("pawnd R-W4: the start square counts as empty and may be passed through, not ended on") {
  auto state = make_state({.purple = {"d4", "e5", "g5"}, .orange = {"g3", "e3", "c5"}});
  CHECK(is_legal(state, "d4:f6:h4:f2:d4:b6@a4"));  // lands on its own pad on the way
  CHECK_FALSE(is_legal(state, "d4:f6:h4:f2:d4@a4"));
  CHECK(is_legal(state, "d4:b6@a4"));  // the same landing by another way is another action
  CHECK(mentions(rejection(state, "d4:f6:h4:f2:d4:b6@d4"), "another square"));
  play(state, "d4:f6:h4:f2:d4:b6@a4");
  CHECK(frog_at(state, "b6") == 0);
  CHECK_FALSE(pad_at(state, "d4"));
  CHECK(pad_at(state, "a4"));
  CHECK(position_of(state).pads_kept[0] == 2);  // g3 and e3 stood on pads, c5 on a stone
}

TEST_CASE("pawnd jump: a jump may come back to a square it landed on before and end there") {
  auto state = make_state({.purple = {"c3", "f6", "h6"}, .orange = {"d4", "h4", "f4"}});
  CHECK(is_legal(state, "c3:e5@c2"));
  CHECK(is_legal(state, "c3:e5:g7:i5:g3:e5@c2"));
  play(state, "c3:e5:g7:i5:g3:e5@c2");
  CHECK(frog_at(state, "e5") == 0);
  CHECK(position_of(state).to_return[1] == 3);
}

TEST_CASE("pawnd R-W5: every prefix of a hop sequence is its own action") {
  auto state = make_state({.purple = {"c1", "f4"}, .orange = {"d2", "a9"}});
  CHECK(legal_starting(state, "c1:") == Names{"c1:e3", "c1:e3:g5"});
  auto longer = make_state({.purple = {"c1", "f4"}, .orange = {"d2", "a9"}});
  play(longer, "c1:e3:g5");
  CHECK(frog_at(longer, "g5") == 0);
  play(state, "c1:e3");
  CHECK(frog_at(state, "e3") == 0);
}

}  // namespace
}  // namespace rockpool::tests::pawnd
