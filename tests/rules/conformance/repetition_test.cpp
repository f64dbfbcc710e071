// The draw by repetition, the same for every game: with the option `repetition` on, a match is
// drawn (reason `repetition`) after the action that makes a position stand for the third time,
// unless that action won or lost it; without it, positions repeat freely.

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "rules/core/random.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using rules::ActionList;
using rules::Seat;
using rules::State;

constexpr int kGames = 12;
constexpr int kPlyCap = 400;

std::unique_ptr<State> start(const rules::Game& game, bool repetition) {
  auto started = rules::start_match(game, {{"repetition", repetition}});
  REQUIRE_FALSE(started.error);
  return std::move(started.state);
}

// A player that seeks repetition: an action back to a position already seen when there is one,
// else a random one. Counts every position's standings by its complete encoding (the oracle).
struct Repeater {
  rules::Random random;
  std::map<std::string, int> standings;

  void play(State& state) {
    const Seat seat = state.deciders().first();
    ActionList actions;
    state.legal_actions(seat, actions);
    REQUIRE_FALSE(actions.empty());
    rules::Action chosen = actions[random.below(static_cast<std::uint32_t>(actions.size()))];
    for (rules::Action action : actions) {
      auto next = state.clone();
      next->apply(seat, action);
      if (standings.contains(next->encode())) {
        chosen = action;
        break;
      }
    }
    state.apply(seat, chosen);
  }
};

// Plays one seeking game (`on`: with the option on); whether it was drawn by repetition.
bool play_seeking_game(State& state, bool on, std::uint64_t seed) {
  Repeater repeater{rules::Random(seed), {}};
  repeater.standings[state.encode()] = 1;
  while (!state.status().over() && state.ply() < kPlyCap) {
    repeater.play(state);
    const int stood = ++repeater.standings[state.encode()];
    const rules::Status status = state.status();
    if (status.reason == "repetition") {
      CHECK(status.outcome == rules::Outcome::drawn);
      CHECK(stood == 3);
      return true;
    }
    // A third standing ends the match: by repetition, or by the win or loss that came first.
    if (on && stood >= 3) CHECK(status.over());
  }
  return false;
}

TEST_CASE("repetition: every game lists the option, off by default") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    const auto& options = game->info().options;
    const auto spec = std::find_if(options.begin(), options.end(), [](const auto& s) {
      return s.name == rules::kRepetitionOption;
    });
    REQUIRE(spec != options.end());
    CHECK(spec->type == rules::OptionType::boolean);
    CHECK(spec->default_value == 0);
  }
}

TEST_CASE("repetition: a third standing draws, never a first or second one, and only when on") {
  // Games whose positions can come back: each must reach the draw in a seeking game.
  const std::set<std::string> repeatable = {"fences", "lazyking", "prawns", "kaninariebi"};
  for (const rules::Game* game : rules::registered_games()) {
    const std::string id = game->info().id;
    CAPTURE(id);
    int drawn = 0;
    for (int seed = 1; seed <= kGames; ++seed) {
      auto state = start(*game, true);
      drawn += play_seeking_game(*state, true, static_cast<std::uint64_t>(seed));
    }
    if (repeatable.contains(id)) CHECK(drawn > 0);

    // Off: the same seeking games never end by repetition.
    for (int seed = 1; seed <= 3; ++seed) {
      auto state = start(*game, false);
      CHECK_FALSE(play_seeking_game(*state, false, static_cast<std::uint64_t>(seed)));
    }
  }
}

TEST_CASE("repetition: the history goes with a copy, so playouts from a copy judge it alike") {
  const rules::Game* game = rules::find_game("fences");
  REQUIRE(game);
  auto state = start(*game, true);
  // O and X step towards each other and back: the start stands again after every fourth action.
  const char* shuffle[] = {"N", "S", "S", "N"};
  for (int i = 0; i < 7; ++i)
    REQUIRE_FALSE(state->play(i % 2, shuffle[i % 4]));
  auto copy = state->clone();
  REQUIRE_FALSE(state->status().over());
  REQUIRE_FALSE(copy->play(1, "N"));
  CHECK(copy->status().reason == "repetition");
  CHECK(copy->status().outcome == rules::Outcome::drawn);
  CHECK(copy->deciders().empty());
}

}  // namespace
}  // namespace rockpool::tests
