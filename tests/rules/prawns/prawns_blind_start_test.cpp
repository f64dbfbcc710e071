// rules/prawns/RULES.md, Setup: the home ranks, the blind start and the gene pools.

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

TEST_CASE("prawns setup: each side's 8 krill fill its home rank, Green on rank 1, Blue on rank 8") {
  auto state = start();
  for (char file = 'a'; file <= 'h'; ++file) {
    CHECK(at(*state, std::string{file, '1'}) == "GK");
    CHECK(at(*state, std::string{file, '8'}) == "BK");
    for (char rank = '2'; rank <= '7'; ++rank)
      CHECK(at(*state, std::string{file, rank}).empty());
  }
}

TEST_CASE(
    "prawns gene pool: 8 krill, 2 shrimp, 2 crabs, 2 lobsters each; the krill start on the board") {
  auto state = start();
  for (int seat = 0; seat < 2; ++seat) {
    CHECK(pool(*state, seat, 'K') == 0);
    CHECK(pool(*state, seat, 'S') == 2);
    CHECK(pool(*state, seat, 'C') == 2);
    CHECK(pool(*state, seat, 'L') == 2);
  }
}

TEST_CASE("prawns setup: both sides choose their two ANY pieces at once, SC = a-file then h-file") {
  auto state = start();
  CHECK(state->deciders() == rules::SeatSet::both());
  CHECK(state->secret_choices());
  const Names all = {"CC", "CL", "CS", "LC", "LL", "LS", "SC", "SL", "SS"};
  CHECK(legal_names(*state, kGreen) == all);  // a pair of one species is allowed
  CHECK(legal_names(*state, kBlue) == all);
  REQUIRE_FALSE(state->play(kBlue, "LS"));  // either may choose first
  CHECK(state->deciders() == rules::SeatSet::of(kGreen));
  CHECK(legal_names(*state, kBlue).empty());
  REQUIRE_FALSE(state->play(kGreen, "SC"));
  CHECK(at(*state, "a2") == "GS");
  CHECK(at(*state, "h2") == "GC");
  CHECK(at(*state, "a7") == "BL");
  CHECK(at(*state, "h7") == "BS");
  CHECK(state->ply() == 2);  // both setup choices are plies
}

TEST_CASE("prawns setup: the other four evolved pieces stay in the pool; Green moves first") {
  auto state = started("SS", "CL");
  CHECK(pool(*state, kGreen, 'S') == 0);
  CHECK(pool(*state, kGreen, 'C') == 2);
  CHECK(pool(*state, kGreen, 'L') == 2);
  CHECK(pool(*state, kBlue, 'S') == 2);
  CHECK(pool(*state, kBlue, 'C') == 1);
  CHECK(pool(*state, kBlue, 'L') == 1);
  CHECK(state->deciders() == rules::SeatSet::of(kGreen));
  CHECK_FALSE(state->secret_choices());
}

TEST_CASE(
    "prawns setup: krill are not ANY pieces, a choice is made once, and moves wait for both") {
  auto state = start();
  CHECK(contains(rejection(*state, "KS"), "evolved prawns"));
  CHECK(contains(rejection(*state, "e1-e2"), "both players have chosen"));
  REQUIRE_FALSE(state->play(kGreen, "SC"));
  auto again = state->play(kGreen, "CC");
  REQUIRE(again);
  CHECK(again->code == rules::error_code::kNotYourDecision);
  REQUIRE_FALSE(state->play(kBlue, "CC"));
  CHECK(contains(rejection(*state, "LL"), "only at the start"));
}

TEST_CASE(
    "prawns setup: the blind start shows no choice to the opponent or spectators until both "
    "chose") {
  auto a = start(), b = start();
  const std::string green_before = view_text(*a, kGreen);
  REQUIRE_FALSE(a->play(kBlue, "SS"));
  REQUIRE_FALSE(b->play(kBlue, "LC"));
  CHECK(view_text(*a, kGreen) == view_text(*b, kGreen));
  CHECK(view_text(*a, rules::kSpectator) == view_text(*b, rules::kSpectator));
  CHECK(view_text(*a, kBlue) != view_text(*b, kBlue));  // Blue sees its own choice
  CHECK(contains(view_text(*a, kBlue), "\"a7\":\"BS\""));
  CHECK(contains(view_text(*a, kGreen), "\"a7\":\"B?\""));
  CHECK(contains(view_text(*a, kGreen), "\"chosen\":[false,true]"));
  CHECK(green_before != view_text(*a, kGreen));  // only the fact that Blue has chosen
  // Once both have chosen, everyone sees both.
  REQUIRE_FALSE(a->play(kGreen, "CL"));
  CHECK(contains(view_text(*a, kGreen), "\"a7\":\"BS\""));
  CHECK(contains(view_text(*a, rules::kSpectator), "\"h2\":\"GL\""));
}

}  // namespace
}  // namespace rockpool::tests::prawns
