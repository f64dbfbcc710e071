#pragma once
// Monte Carlo tree search over any game's State, after OpenSpiel's algorithms/mcts: UCT with the
// MCTS-Solver (Winands, Björnsson and Saito, 2008: proven wins and losses back up the tree),
// actions shuffled, a leaf expanded on its second visit, decisive playouts (playout_policy.hpp),
// optional progressive bias and widening with priors, a memory cap, and the tree kept from one
// search to the next when the new position lies below the old root.
//
// With widening, a node holds children only for the actions widening has reached (about twice
// its widened count, best prior first) and opens more as its visits grow: a game with many
// actions, most of them never searched, spends its node cap on depth, not on unvisited siblings.
//
// The search never looks at anything but the State it is given: a caller deciding during a
// secret phase must hand it a position without the opponent's secret (secret_free.hpp).

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "rules/core/playout_policy.hpp"
#include "rules/core/random.hpp"
#include "rules/core/search_settings.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

// An action and the seat that played it: how the tree follows the match between searches.
struct SeatAction {
  Seat seat = 0;
  Action action = 0;
};

// What the solver knows of a position: nothing yet, or its result under best play.
enum class Proof : std::int8_t { unknown, seat0_wins, seat1_wins, draw };

class TreeSearch {
 public:
  // One of the root's actions after a search.
  struct Choice {
    Action action = 0;
    std::uint32_t visits = 0;
    double value = 0.5;  // mean result for the seat deciding at the root
    Proof proof = Proof::unknown;
  };

  TreeSearch(SearchSettings settings, std::uint64_t seed);

  // Searches from `position` next, for `seat` (which must decide there). The tree below the old
  // root is kept when `moves` (the actions played since the last root, in order) lead from that
  // root to `position`; otherwise the search starts afresh.
  void set_root(const State& position, Seat seat, std::span<const SeatAction> moves = {});

  // Runs iterations until `budget` is spent, the root is proven or `cancel` is set; returns the
  // iterations run. May be called again to go on (a search in slices).
  std::int64_t run(const SearchBudget& budget, const std::atomic<bool>* cancel = nullptr);

  // The action to play: a proven win first, else the most visited action that is not a proven
  // loss; with a temperature above 0, drawn with weights visits^(1/temperature) instead.
  Action best(double temperature, Random& random) const;
  std::vector<Choice> choices() const;
  // The line the search expects from the root, at most `length` actions: at each node a proven
  // win of the seat deciding there, else its most visited child.
  std::vector<SeatAction> principal_line(std::size_t length) const;
  // The root's expected result for `seat` in [0, 1], exact once proven.
  double value(Seat seat) const;
  Proof root_proof() const;
  bool solved() const { return root_proof() != Proof::unknown; }
  std::int64_t iterations() const { return iterations_; }
  std::size_t nodes() const { return nodes_.size(); }
  Seat root_seat() const { return root_seat_; }
  // The position at the root, or nullptr before the first set_root.
  const State* root_state() const { return root_state_.get(); }

 private:
  struct Node {
    Action action = 0;              // the action that leads here from the parent
    double total = 0;               // sum of results for seat 0
    std::uint32_t first_child = 0;  // children are contiguous in nodes_
    std::uint32_t child_count = 0;
    std::uint32_t visits = 0;
    float prior = 0;
    Proof proof = Proof::unknown;
    std::int8_t decider = -1;  // the seat choosing among the children, once expanded
    bool by_prior = false;     // the children carry priors, best first
    bool all_open = true;      // every legal action has its child (else only the best by prior)
  };

  void reset(const State& position, Seat seat);
  void iterate(State& state);
  // Creates the children of `index` for the seat deciding in `state`; false at the memory cap.
  bool expand(std::uint32_t index, const State& state, Seat seat);
  // The legal actions of `seat` in `state`, shuffled, then best prior first when priors apply
  // (into actions_, priors_scratch_ and order_); whether they are ordered by prior.
  bool order_actions(const State& state, Seat seat);
  // Gives the node at `index` (in `state`) children for at least `wanted` actions, or all it has
  // if fewer, unless the memory cap forbids it.
  void open_children(std::uint32_t index, const State& state, std::uint32_t wanted);
  // Opens the children that widening now considers, and one more while every open child loses.
  void widen(std::uint32_t index, const State& state);
  // The child to descend to; kNone when every open child is a proven loss and more can be opened.
  std::uint32_t select(const Node& node);
  std::uint32_t considered(const Node& node) const;
  // The actions widening considers at a node with `visits` visits, however many it has.
  std::uint32_t widened_count(std::uint32_t visits) const;
  // Whether nodes open their children only as widening reaches them.
  bool lazy() const;
  // Whether the proof of `index` changed from what its children now show.
  bool prove(Node& node);
  void keep_subtree(std::uint32_t index);
  double mean_for(const Node& node, Seat seat) const;

  SearchSettings settings_;
  Random random_;
  PlayoutPolicy playouts_;
  std::vector<Node> nodes_;
  std::unique_ptr<State> root_state_;
  Seat root_seat_ = 0;
  std::int64_t iterations_ = 0;
  std::vector<std::uint32_t> path_;
  ActionList actions_;
  std::vector<float> priors_scratch_;
  std::vector<std::uint32_t> order_;
  std::vector<Action> open_actions_;
};

}  // namespace rockpool::rules
