// The games' knowledge for the bot (State::evaluate, action_priors, tune_search), through the
// State interface only: evaluations are results in [0, 1] that agree between the seats and
// favour the side ahead; the fence game's priors put the way to goal and fences in the
// opponent's way first; games without knowledge give none.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "rules/core/bot.hpp"
#include "rules/core/mcts.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"

namespace rockpool::tests {
namespace {

double knowledge_value(const rules::State& state, rules::Seat seat) {
  const auto result = state.evaluate(seat);
  REQUIRE(result.has_value());
  CHECK(*result >= 0.0);
  CHECK(*result <= 1.0);
  return *result;
}

// The prior of the action written `name` among the legal actions of the seat to move.
float knowledge_prior(const rules::State& state, const std::string& name) {
  const rules::Seat seat = state.deciders().first();
  rules::ActionList actions;
  state.legal_actions(seat, actions);
  std::vector<float> priors;
  REQUIRE(state.action_priors(seat, actions, priors));
  REQUIRE(priors.size() == actions.size());
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (state.notation(actions[i]) == name) return priors[i];
  }
  FAIL("not a legal action: " << name);
  return 0;
}

TEST_CASE("bot knowledge: the fence game weighs the race, and the seats agree") {
  auto state = start_game("fences");
  CHECK(knowledge_value(*state, 0) > 0.5);  // equal paths, O to move
  CHECK(knowledge_value(*state, 0) + knowledge_value(*state, 1) == doctest::Approx(1.0));
  state->play(0, "N");  // O a step ahead, X to move: O still ahead by half a step
  CHECK(knowledge_value(*state, 0) > 0.5);
  // A fence in X's own way (e1-: X must step around at the end) costs X more than one far
  // from both paths.
  auto blocked = played_game("fences", {}, {"N", "e1-"});
  auto far = played_game("fences", {}, {"N", "a8-"});
  CHECK(knowledge_value(*blocked, 1) < knowledge_value(*far, 1));
  CHECK(knowledge_value(*blocked, 0) + knowledge_value(*blocked, 1) == doctest::Approx(1.0));
}

TEST_CASE("bot knowledge: the fence game's priors put the path and the opponent's way first") {
  auto state = start_game("fences");
  const float step = knowledge_prior(*state, "N");
  CHECK(step > knowledge_prior(*state, "E"));
  CHECK(knowledge_prior(*state, "d8-") > knowledge_prior(*state, "a1-"));  // d8- stands in X's way
  CHECK(step >= knowledge_prior(*state, "d8-"));
  const rules::SearchSettings settings = rules::search_settings_for(*state);
  CHECK(settings.prior_weight > 0);
  CHECK(settings.widening_exponent > 0);
}

TEST_CASE("bot knowledge: with the fence game's knowledge a short search walks to goal") {
  auto state = start_game("fences");
  rules::TreeSearch search(rules::search_settings_for(*state), 3);
  search.set_root(*state, 0);
  search.run({.iterations = 3000});
  rules::Random random(1);
  CHECK(state->notation(search.best(0, random)) == "N");
}

TEST_CASE("bot knowledge: Lazy King and Prawns weigh their positions evenly at the start") {
  for (const char* id : {"lazyking", "prawns"}) {
    CAPTURE(id);
    auto state = start_game(id);
    CHECK(knowledge_value(*state, 0) == doctest::Approx(0.5));
    CHECK(knowledge_value(*state, 1) == doctest::Approx(0.5));
    CHECK(rules::search_settings_for(*state).evaluation_plies > 0);
  }
}

TEST_CASE("bot knowledge: a finished match is worth its result") {
  // The race without fences, the pawns three ranks nearer the middle: O steps onto rank 9.
  auto started = rules::start_match(*rules::find_game("fences"),
                                    {{"fences", std::int64_t{0}}, {"meet", std::int64_t{3}}});
  REQUIRE_FALSE(started.error);
  auto& state = *started.state;
  for (const char* move : {"E", "W", "N", "S", "N", "S", "N", "S", "N", "S", "N"}) {
    REQUIRE_FALSE(state.play(state.deciders().first(), move));
  }
  REQUIRE(state.status().over());
  CHECK(knowledge_value(state, 0) == 1.0);
  CHECK(knowledge_value(state, 1) == 0.0);
}

TEST_CASE("bot knowledge: games without knowledge give none and search with the defaults") {
  for (const char* id : {"pawnd", "kaninariebi"}) {
    CAPTURE(id);
    auto state = start_game(id);
    CHECK_FALSE(state->evaluate(0).has_value());
    rules::ActionList actions;
    state->legal_actions(state->deciders().first(), actions);
    std::vector<float> priors;
    CHECK_FALSE(state->action_priors(state->deciders().first(), actions, priors));
    CHECK(rules::search_settings_for(*state).evaluation_plies ==
          rules::SearchSettings{}.evaluation_plies);
  }
}

}  // namespace
}  // namespace rockpool::tests
