// The generator and the judge agree: on positions from random playouts, an action is listed
// exactly when check() accepts it and exactly when the judge (explain_illegal) finds nothing
// wrong with it, over every step and every jump of up to three hops with every pad suffix, and
// every return.

#include <random>
#include <set>

#include "rules/core/playout.hpp"
#include "tests/rules/judge.hpp"
#include "tests/rules/pawnd/pawnd_setup.hpp"
#include "tests/rules/test_share.hpp"

namespace rockpool::tests::pawnd {
namespace {

using rules::Action;

// Every code a player could write from the frogs of `seat`: steps in 8 directions, jumps of one to
// three hops, each without a pad suffix and with every square as one.
std::vector<Action> candidates(const Position& p, int seat) {
  std::vector<Action> bare;
  for (int from = 0; from < Board::kSquares; ++from) {
    if (!Board::has(p.frogs[seat], from)) continue;
    for (int d = 0; d < kDirections; ++d)
      bare.push_back(step_action(from, d));
    for (int hops = 1; hops <= 3; ++hops) {
      int combinations = 1;
      for (int i = 0; i < hops; ++i)
        combinations *= kDirections;
      for (int c = 0; c < combinations; ++c) {
        Action directions = 0;
        for (int i = 0, rest = c; i < hops; ++i, rest /= kDirections) {
          directions |= static_cast<Action>(rest % kDirections) << (3 * i);
        }
        bare.push_back(jump_action(jump_start(from), directions, hops));
      }
    }
  }
  std::vector<Action> all;
  for (Action action : bare) {
    all.push_back(action);
    for (int target = 0; target < Board::kSquares; ++target)
      all.push_back(with_pad(action, target));
  }
  for (int s = 0; s < Board::kSquares; ++s)
    all.push_back(return_action(s));
  return all;
}

// Whether the hop path of a jump stays on the board (the only codes that notation can write).
bool writable(Action action) {
  if (kind_of(action) != kJump)
    return kind_of(action) != kStep ||
           kNeighbours.step[square_of_action(action)][direction_of(action, 0)] >= 0;
  int at = square_of_action(action);
  for (int i = 0; i < hop_count(action); ++i) {
    at = kNeighbours.hop[at][direction_of(action, i)];
    if (at < 0) return false;
  }
  return true;
}

TEST_CASE("pawnd legal actions: listed exactly when check accepts, on random positions") {
  rules::Random random(4242);
  rules::ActionList scratch;
  int positions = 0;
  const int games = share_of(12);
  for (int game = 0; game < games; ++game) {
    auto state = start();
    const int stop = static_cast<int>(random.below(40));
    for (int ply = 0; ply < stop && !state->status().over(); ++ply) {
      rules::random_step(*state, random, scratch);
    }
    if (state->status().over()) continue;
    ++positions;
    const int seat = state->deciders().first();
    state->legal_actions(seat, scratch);
    const std::set<Action> listed(scratch.begin(), scratch.end());
    CHECK(listed.size() == scratch.size());
    std::size_t accepted_hops_up_to_3 = 0;
    for (Action action : candidates(position_of(*state), seat)) {
      if (!writable(action)) continue;
      const auto refusal = state->check(seat, action);
      const bool accepted = !refusal;
      CHECK_MESSAGE(accepted == (listed.count(action) == 1), state->notation(action));
      CHECK_MESSAGE(
          judged_as_listed(position_of(*state), seat, action, refusal, listed.count(action) == 1),
          state->notation(action));
      if (accepted) ++accepted_hops_up_to_3;
    }
    std::size_t listed_hops_up_to_3 = 0;
    for (Action action : listed) {
      listed_hops_up_to_3 += kind_of(action) != kJump || hop_count(action) <= 3;
      CHECK_FALSE(state->check(seat, action));
    }
    CHECK(accepted_hops_up_to_3 == listed_hops_up_to_3);
  }
  CHECK(positions >= games * 2 / 3);
}

}  // namespace
}  // namespace rockpool::tests::pawnd
