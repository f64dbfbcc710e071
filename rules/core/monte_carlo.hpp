#pragma once
// A bot's choice by flat Monte Carlo: random playouts after each legal action, round-robin, and
// the action with the best mean result for the deciding seat. Works for any game, and keeps no
// secret: the caller must not use it while choices are secret (the state knows both choices).

#include <vector>

#include "rules/core/random.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

class FlatMonteCarlo {
 public:
  // `ply_cap`: plies a playout may add before it is scored as a draw.
  FlatMonteCarlo(const State& state, Seat seat, std::uint64_t seed, int ply_cap);

  // Runs `playouts` more playouts, one per action in turn.
  void run(int playouts);
  Action best() const;
  int playouts() const { return total_; }
  const ActionList& actions() const { return actions_; }

 private:
  const State& state_;
  Seat seat_;
  Random random_;
  int ply_cap_;
  ActionList actions_;
  ActionList scratch_;
  std::vector<double> score_;
  std::vector<int> count_;
  std::size_t next_ = 0;
  int total_ = 0;
};

}  // namespace rockpool::rules
