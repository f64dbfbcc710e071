// Lazy King's bot knowledge (rules/lazyking/bot_knowledge.hpp, king_route.hpp): the King's way
// home counted in the own turns the rules allow, an evaluation that prefers a King nearer home,
// and a bot that takes a win in one.

#include <cmath>

#include "rules/core/bot.hpp"
#include "rules/lazyking/king_route.hpp"
#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

// The enemy's King and a pawn far away, so that only Red's King differs between positions.
Setup red_king_at(const std::string& square, const std::string& unit, Names walls = {}) {
  return {.units = {{square, unit}, {"E1", "R:P"}, {"E8", "B:K"}, {"D8", "B:P"}},
          .walls = std::move(walls),
          .to_move = 0};
}

int red_turns(const Setup& setup) {
  return king_turns(position_of(make_state(setup)), 0);
}

TEST_CASE("lazyking bot: a carried King's route home is counted in own turns") {
  CHECK(red_turns(red_king_at("A7", "R:PK")) == 1);  // unstacked onto A8: won
  CHECK(red_turns(red_king_at("A6", "R:PK")) == 2);  // the unit steps, then the King
  CHECK(red_turns(red_king_at("A7", "R:KP")) == 2);  // under a pawn: uncovered on the goal
  // A8 cannot be walled off from B8 (a vertical wall by a goal is refused): round by B8.
  CHECK(red_turns(red_king_at("A7", "R:PK", {"A7|A8"})) == 3);
  // On the goal under a pawn, one unstack wins.
  CHECK(red_turns(red_king_at("A8", "R:KP")) == 1);
}

TEST_CASE("lazyking bot: a lone King first waits for a unit to carry it") {
  const int carried = red_turns(red_king_at("A5", "R:PK"));
  Setup lone = red_king_at("A5", "R:K");
  CHECK(red_turns(lone) > carried);
  lone.units["A4"] = "R:PP";  // a unit of strength 2 beside it takes it on top: a step
  CHECK(red_turns(lone) == 1 + red_turns(red_king_at("A4", "R:PK")));
}

TEST_CASE("lazyking bot: an enemy unit in the way costs more, and a trap more still") {
  const int open = red_turns(red_king_at("A4", "R:PK"));
  Setup blocked = red_king_at("A4", "R:PK");
  blocked.units["A5"] = "B:PPPP";  // too strong to push
  CHECK(red_turns(blocked) > open);
  const int beside_trap = red_turns(red_king_at("B2", "R:PK"));
  CHECK(beside_trap <= 8);  // round the trap on B3, not through it
}

TEST_CASE("lazyking bot: a home rank walled to one opening and plugged is no way home") {
  // Black walls its home rank off but for E7|E8, and its King stands behind the opening: pushed
  // north, it would leave the board, so no strength moves it, and Red's King cannot get through.
  const Names seal = {"A7|A8", "B7|B8", "C7|C8", "D7|D8", "F7|F8", "G7|G8", "H7|H8"};
  const Setup plugged = red_king_at("E6", "R:PPK", seal);
  CHECK(red_turns(plugged) == kNoRoute);
  Setup open = plugged;
  open.units.erase("E8");
  open.units["D6"] = "B:K";
  CHECK(red_turns(open) < kNoRoute);
  // Both sides sealed: a dead draw, and the evaluation says so (a bot accepts a draw offer).
  Setup both = plugged;
  both.units.erase("E1");
  both.units["D1"] = "R:P";
  both.units["C3"] = "B:PP";  // as many pawns on the board as Red
  for (const std::string column : {"A", "B", "C", "E", "F", "G", "H"})
    both.walls.push_back(column + "1|" + column + "2");
  const auto state = make_state(both);
  CHECK(king_turns(position_of(state), 1) == kNoRoute);
  CHECK(std::abs(*state.evaluate(0) - 0.5) < 0.03);
}

TEST_CASE("lazyking bot: the evaluation prefers the King one step from home") {
  const auto far = make_state(red_king_at("A6", "R:PK"));
  const auto near = make_state(red_king_at("A7", "R:PK"));
  CHECK(*near.evaluate(0) > *far.evaluate(0));
  CHECK(*near.evaluate(1) < *far.evaluate(1));
  CHECK(*near.evaluate(0) + *near.evaluate(1) == doctest::Approx(1.0));
  // Far ahead (the enemy King is alone, far from home), a step home still shows.
  CHECK(*near.evaluate(0) - *far.evaluate(0) > 0.02);
}

TEST_CASE("lazyking bot: the priors put a win in one first, and every level takes it") {
  auto state = make_state(red_king_at("A7", "R:PK"));
  rules::ActionList actions;
  state.legal_actions(0, actions);
  std::vector<float> priors;
  REQUIRE(state.action_priors(0, actions, priors));
  const auto top = std::max_element(priors.begin(), priors.end()) - priors.begin();
  CHECK(state.notation(actions[static_cast<std::size_t>(top)]) == "A7<=A8");
  for (int level = 1; level <= rules::kBotLevels; ++level) {
    CAPTURE(level);
    rules::Bot bot(rules::bot_level(level), rules::search_settings_for(state), 7);
    bot.begin(state, 0, {}, {.iterations = 50});
    while (!bot.think({})) {
    }
    CHECK(state.notation(bot.decision()) == "A7<=A8");
  }
}

}  // namespace
}  // namespace rockpool::tests::lazyking
