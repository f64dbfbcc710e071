#pragma once
// The playouts of the tree search: random actions, except that in the first plies a win in one
// is taken and the opponent's win in one is blocked (decisive and anti-decisive moves, after
// Teytaud and Teytaud, "On the huge benefit of decisive moves in Monte-Carlo tree search
// algorithms", 2010). A playout ends with the match, or is cut and scored.

#include "rules/core/random.hpp"
#include "rules/core/search_settings.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

// A finished match's result for seat 0: 1 a win, 0 a loss, 0.5 a draw.
double result_for_seat0(const Status& status);

class PlayoutPolicy {
 public:
  explicit PlayoutPolicy(const SearchSettings& settings) : settings_(settings) {}

  // Plays on from `state` (which it changes) and returns the result for seat 0, in [0, 1].
  double run(State& state, Random& random);

  // The seat that acts at a playout step: the only decider, or one drawn when both decide.
  static Seat mover(SeatSet deciders, Random& random);

 private:
  // A legal action of `seat` that wins at once, if there is one.
  bool find_win(const State& state, Seat seat, const ActionList& actions, Action& win);
  // Whether the opponent could win at once after `seat` plays `action`.
  bool allows_win(const State& state, Seat seat, Action action);
  double score_unfinished(const State& state) const;

  SearchSettings settings_;
  ActionList actions_;
  ActionList replies_;
};

}  // namespace rockpool::rules
