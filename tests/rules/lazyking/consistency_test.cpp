// The judge (explain_illegal, which gives check its reasons) and the generator of the legal actions
// agree on every action code, in positions met along random playouts, setup phases included.

#include <set>

#include "rules/core/playout.hpp"
#include "rules/lazyking/actions.hpp"
#include "tests/rules/judge.hpp"
#include "tests/rules/lazyking/lazyking_setup.hpp"
#include "tests/rules/test_share.hpp"

namespace rockpool::tests::lazyking {
namespace {

// Every code of every kind whose fields are in range.
std::vector<rules::Action> all_codes() {
  std::vector<rules::Action> codes;
  for (int a = 0; a < 64; ++a) {
    codes.push_back(make_action(kKing, a));
    for (int b = 0; b < 2; ++b)
      codes.push_back(make_action(kWall, a, b));
    for (int b = 0; b < 64; ++b) {
      codes.push_back(make_action(kMove, a, b));
      codes.push_back(make_action(kPush, a, b));
    }
    for (int b = 1; b < 16; ++b) {
      for (int c = 0; c < 16; ++c)
        codes.push_back(make_action(kStack, a, b, c));
      for (int c = 0; c < 4; ++c)
        codes.push_back(make_action(kUnstack, a, b, c));
    }
    for (int b = 1; b < 64; ++b) {
      for (int c = 0; c < 2; ++c)
        codes.push_back(make_action(kSacrifice, a, b, c));
    }
  }
  return codes;
}

TEST_CASE("lazyking: check and the legal actions agree on every action code") {
  const auto codes = all_codes();
  rules::Random random(4242);
  rules::ActionList legal;
  int positions = 0;
  const int games = share_of(12);
  for (int game = 0; game < games; ++game) {
    auto state = start({{"ply_limit", std::int64_t{400}},
                        {"walls", std::int64_t{game % 3 == 0 ? 10 : 2}},
                        {"first_turn_two", game % 2 == 0}});
    int step = 0;
    do {
      if (step++ % 37 != 0 && step > 6) continue;
      ++positions;
      for (int seat = 0; seat < 2; ++seat) {
        if (!state->deciders().contains(seat)) continue;
        state->legal_actions(seat, legal);
        const std::set<rules::Action> listed(legal.begin(), legal.end());
        CHECK(listed.size() == legal.size());
        for (const rules::Action code : codes) {
          const auto refusal = state->check(seat, code);
          const bool accepted = !refusal;
          if (accepted != (listed.count(code) == 1)) {
            FAIL_CHECK(state->notation(code)
                       << " accepted " << accepted << " listed " << listed.count(code));
          }
          if (!judged_as_listed(position_of(*state), seat, code, refusal,
                                listed.count(code) == 1)) {
            FAIL_CHECK(state->notation(code)
                       << " judged otherwise than listed (" << listed.count(code) << ")");
          }
        }
      }
    } while (rules::random_step(*state, random, legal));
  }
  CHECK(positions > 8 * games);
}

}  // namespace
}  // namespace rockpool::tests::lazyking
