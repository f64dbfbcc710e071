#pragma once
// A secret simultaneous choice as a one-shot matrix game: each pair of choices (the seat's and
// the opponent's) gets a short tree search of the position after both, in turn, and the seat
// plays the mixed strategy that regret matching finds for the estimated matrix. The position
// given must hold no choice of the opponent's (secret_free.hpp): the opponent still decides.

#include <atomic>
#include <vector>

#include "rules/core/mcts.hpp"

namespace rockpool::rules {

class SecretChoice {
 public:
  SecretChoice(const State& position, Seat seat, SearchSettings settings, std::uint64_t seed);

  // Runs iterations on the pairs in turn, a few at a time, within `budget`; returns them.
  std::int64_t run(const SearchBudget& budget, const std::atomic<bool>* cancel = nullptr);
  // The seat's mixed strategy over its choices (actions()), from the matrix as estimated so far.
  std::vector<double> strategy() const;
  Action choose(Random& random) const;
  const ActionList& actions() const { return mine_; }
  // The seat's expected result under both strategies.
  double value() const;

 private:
  // The estimated result for the seat of each pair, row by row (its choice, then the other's).
  std::vector<double> matrix() const;

  Seat seat_;
  ActionList mine_;
  ActionList theirs_;
  std::vector<TreeSearch> cells_;  // one per pair, row by row
  std::size_t next_cell_ = 0;
};

}  // namespace rockpool::rules
