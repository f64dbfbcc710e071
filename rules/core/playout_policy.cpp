#include "rules/core/playout_policy.hpp"

#include <algorithm>

namespace rockpool::rules {

double result_for_seat0(const Status& status) {
  if (status.outcome == Outcome::won) return status.winner == 0 ? 1.0 : 0.0;
  return 0.5;
}

Seat PlayoutPolicy::mover(SeatSet deciders, Random& random) {
  if (deciders.size() == 2) return static_cast<Seat>(random.below(2));
  return deciders.first();
}

bool PlayoutPolicy::find_win(const State& state, Seat seat, const ActionList& actions,
                             Action& win) {
  for (Action action : actions) {
    auto next = state.clone();
    next->apply(seat, action);
    const Status status = next->status();
    if (status.outcome == Outcome::won && status.winner == seat) {
      win = action;
      return true;
    }
  }
  return false;
}

bool PlayoutPolicy::allows_win(const State& state, Seat seat, Action action) {
  auto next = state.clone();
  next->apply(seat, action);
  const Seat opponent = 1 - seat;
  if (!next->deciders().contains(opponent)) return false;
  next->decider_legal_actions(opponent, replies_);
  Action ignored = 0;
  return find_win(*next, opponent, replies_, ignored);
}

double PlayoutPolicy::score_unfinished(const State& state) const {
  return state.evaluate(0).value_or(0.5);
}

double PlayoutPolicy::run(State& state, Random& random) {
  for (int ply = 0;; ++ply) {
    const Status status = state.status();
    if (status.over()) return result_for_seat0(status);
    if (settings_.evaluation_plies >= 0 && ply >= settings_.evaluation_plies) {
      if (auto value = state.evaluate(0)) return *value;
    }
    if (ply >= settings_.playout_plies) return score_unfinished(state);
    const Seat seat = mover(state.deciders(), random);
    state.decider_legal_actions(seat, actions_);
    if (actions_.empty()) return score_unfinished(state);
    const auto count = static_cast<std::uint32_t>(actions_.size());
    Action chosen = actions_[random.below(count)];
    if (ply < settings_.decisive_plies && count > 1 &&
        count <= static_cast<std::uint32_t>(settings_.decisive_max_actions) &&
        !find_win(state, seat, actions_, chosen)) {
      // Anti-decisive: try other actions, from a random one on, while the chosen one lets the
      // opponent win at once.
      const std::uint32_t start = random.below(count);
      const auto tries = std::min<std::uint32_t>(count, settings_.block_tries);
      for (std::uint32_t i = 0; i < tries; ++i) {
        const Action candidate = actions_[(start + i) % count];
        if (!allows_win(state, seat, candidate)) {
          chosen = candidate;
          break;
        }
      }
    }
    state.apply(seat, chosen);
  }
}

}  // namespace rockpool::rules
