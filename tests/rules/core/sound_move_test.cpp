// The strongest levels' check of their move one reply deep (rules/core/sound_move.hpp), on real
// engines: a move that lets the opponent win at once is replaced, a sound one is kept, and a
// position where both seats decide is left to the search.

#include "rules/core/sound_move.hpp"

#include <doctest/doctest.h>

#include "tests/rules/fences/fences_setup.hpp"

namespace rockpool::tests {
namespace {

using fences::make_state;
using fences::read_action;

TEST_CASE(
    "sound move: a move that lets the opponent win at once is replaced by one that stops it") {
  // X stands on e2, one step from its goal row; O, to move, can stop it only with a fence.
  const auto state = make_state({.o = "a5", .x = "e2", .to_move = 0});
  const rules::Action careless = *read_action("N");
  const rules::Action chosen = rules::sound_move(state, 0, careless, {});
  CHECK(chosen != careless);
  auto after = state.clone();
  after->apply(0, chosen);
  rules::ActionList replies;
  after->legal_actions(1, replies);
  for (const rules::Action reply : replies) {
    auto next = after->clone();
    next->apply(1, reply);
    CHECK_MESSAGE(!next->status().over(), state.notation(chosen)
                                              << " then " << after->notation(reply));
  }
}

TEST_CASE("sound move: a sound move stays, and the search's favourite among the sound ones wins") {
  const auto state = make_state({.o = "e1", .x = "e9", .to_move = 0});
  const rules::Action step = *read_action("N");
  CHECK(rules::sound_move(state, 0, step, {}) == step);
  // Against X on e2: of the fences that stop X, the one the search visited most is played.
  const auto threatened = make_state({.o = "a5", .x = "e2", .to_move = 0});
  const rules::Action blocking = *read_action("d1-");
  std::vector<rules::TreeSearch::Choice> choices{{blocking, 40, 0.5, rules::Proof::unknown}};
  CHECK(rules::sound_move(threatened, 0, *read_action("N"), choices) == blocking);
}

}  // namespace
}  // namespace rockpool::tests
