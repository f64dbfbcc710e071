// The room options in random play: the conformance suite plays the defaults only, so takeback
// and eaten_gone rooms get the same soundness checks here.

#include <set>

#include "rules/core/playout.hpp"
#include "tests/rules/prawns/prawns_setup.hpp"
#include "tests/rules/test_share.hpp"

namespace rockpool::tests::prawns {
namespace {

void check_sound(const rules::State& state) {
  const auto clone = state.clone();
  CHECK(clone->encode() == state.encode());
  const rules::SeatSet deciders = state.deciders();
  CHECK(state.secret_choices() == (position_of(state).phase == kBlindStart));
  rules::ActionList legal;
  for (int seat = 0; seat < 2; ++seat) {
    state.legal_actions(seat, legal);
    CHECK(legal.empty() == !deciders.contains(seat));
    std::set<std::string> names;
    for (auto action : legal) {
      const std::string name = state.notation(action);
      CHECK_MESSAGE(names.insert(name).second, "listed twice: " << name);
      const auto parsed = state.parse(seat, name);
      REQUIRE(std::holds_alternative<rules::Action>(parsed));
      CHECK(std::get<rules::Action>(parsed) == action);
      CHECK_FALSE(state.check(seat, action));
    }
  }
}

TEST_CASE("prawns options: random playouts with takeback and eaten_gone stay sound") {
  rules::Random random(99);
  rules::ActionList scratch;
  int undos = 0;
  for (int i = 0; i < share_of(150); ++i) {
    auto state =
        start({{"takeback", true}, {"eaten_gone", i % 2 == 0}, {"ply_limit", std::int64_t{400}}});
    while (!state->status().over()) {
      check_sound(*state);
      const rules::SeatSet deciders = state->deciders();
      const int seat = deciders.size() == 2 ? static_cast<int>(random.below(2)) : deciders.first();
      state->legal_actions(seat, scratch);
      const auto action = scratch[random.below(static_cast<std::uint32_t>(scratch.size()))];
      undos += action == kUndoAction;
      REQUIRE_FALSE(state->play(seat, state->notation(action)));
    }
  }
  CHECK(undos > 0);
}

TEST_CASE("prawns: random playouts end with a win more often than not within 600 plies") {
  rules::Random random(5);
  rules::ActionList scratch;
  int wins = 0;
  for (int i = 0; i < 200; ++i) {
    auto state = start({{"ply_limit", std::int64_t{600}}});
    rules::random_playout(*state, random, 601, scratch);
    REQUIRE(state->status().over());
    wins += state->status().outcome == rules::Outcome::won;
    // The sea is the whole board or the smallest rectangle around the prawns once evaporating.
    const Core& c = position_of(*state).now;
    if (Board::count(occupied(c)) <= 5 && occupied(c)) CHECK(c.sea == bounding_sea(occupied(c)));
  }
  CHECK(wins > 150);
}

}  // namespace
}  // namespace rockpool::tests::prawns
