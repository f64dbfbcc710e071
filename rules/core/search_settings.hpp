#pragma once
// What a tree search may spend and how it plays: its budget (iterations, time, or both), its
// exploration, its playouts and its memory. Plain values, so that a test or a ladder can repeat a
// search exactly from the same settings and seed.

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace rockpool::rules {

struct SearchBudget {
  std::int64_t iterations = 0;       // 0: no limit
  std::chrono::nanoseconds time{0};  // 0: no limit
  bool unlimited() const { return iterations <= 0 && time.count() <= 0; }
};

struct SearchSettings {
  // UCT's exploration constant, for results in [0, 1].
  double exploration = 0.5;
  // A playout stops after this many plies and is scored by the evaluation, or as a draw.
  int playout_plies = 300;
  // With an engine evaluation: a playout stops after this many plies and the evaluation scores
  // the position (0: at once); -1: the evaluation scores only playouts cut at playout_plies.
  int evaluation_plies = -1;
  // Plies at the start of each playout in which a win in one is taken and the opponent's win in
  // one is blocked, where the mover has at most decisive_max_actions legal actions (each check
  // costs about one apply per legal action).
  int decisive_plies = 8;
  int decisive_max_actions = 40;
  // Tries at blocking the opponent's win in one before a playout gives up on it.
  int block_tries = 12;
  // Nodes the tree may hold (about 40 bytes each); past it, leaves are no longer expanded.
  std::size_t max_nodes = 1u << 20;
  // Progressive bias: weight of an action's prior in its selection score (0: priors unused).
  double prior_weight = 0;
  // Progressive widening, with priors: a node with n visits considers its
  // widening_base * (n + 1) ^ widening_exponent best actions (exponent 0: all of them).
  double widening_base = 2;
  double widening_exponent = 0;
};

// For a game whose priors (State::action_priors) rank its actions well: they bias each selection,
// a node widens to its best-ranked actions as its visits grow, and the search explores less.
inline void lead_by_priors(SearchSettings& settings) {
  settings.exploration = 0.35;
  settings.prior_weight = 1.0;
  settings.widening_base = 3;
  settings.widening_exponent = 0.5;
}

}  // namespace rockpool::rules
