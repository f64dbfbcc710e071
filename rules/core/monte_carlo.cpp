#include "rules/core/monte_carlo.hpp"

#include "rules/core/playout.hpp"

namespace rockpool::rules {

FlatMonteCarlo::FlatMonteCarlo(const State& state, Seat seat, std::uint64_t seed, int ply_cap)
    : state_(state), seat_(seat), random_(seed), ply_cap_(ply_cap) {
  state_.legal_actions(seat_, actions_);
  score_.assign(actions_.size(), 0.0);
  count_.assign(actions_.size(), 0);
}

void FlatMonteCarlo::run(int playouts) {
  if (actions_.empty()) return;
  for (int i = 0; i < playouts; ++i, ++total_) {
    const std::size_t index = next_;
    next_ = (next_ + 1) % actions_.size();
    auto playout = state_.clone();
    playout->apply(seat_, actions_[index]);
    random_playout(*playout, random_, playout->ply() + ply_cap_, scratch_);
    const Status status = playout->status();
    double result = 0.5;  // a draw, or a playout that did not finish
    if (status.outcome == Outcome::won) result = status.winner == seat_ ? 1.0 : 0.0;
    score_[index] += result;
    ++count_[index];
  }
}

Action FlatMonteCarlo::best() const {
  std::size_t best = 0;
  double best_mean = -1;
  for (std::size_t i = 0; i < actions_.size(); ++i) {
    const double mean = count_[i] ? score_[i] / count_[i] : 0.5;
    if (mean > best_mean) {
      best_mean = mean;
      best = i;
    }
  }
  return actions_.empty() ? 0 : actions_[best];
}

}  // namespace rockpool::rules
