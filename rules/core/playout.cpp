#include "rules/core/playout.hpp"

namespace rockpool::rules {

bool random_step(State& state, Random& random, ActionList& scratch) {
  const SeatSet deciders = state.deciders();
  if (deciders.empty()) return false;
  Seat seat = deciders.first();
  if (deciders.size() == 2) seat = static_cast<Seat>(random.below(2));
  state.decider_legal_actions(seat, scratch);
  if (scratch.empty()) return false;
  state.apply(seat, scratch[random.below(static_cast<std::uint32_t>(scratch.size()))]);
  return true;
}

int random_playout(State& state, Random& random, int ply_cap, ActionList& scratch) {
  const int start = state.ply();
  while (state.ply() < ply_cap && random_step(state, random, scratch)) {
  }
  return state.ply() - start;
}

}  // namespace rockpool::rules
