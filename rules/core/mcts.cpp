#include "rules/core/mcts.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <numeric>

namespace rockpool::rules {

namespace {

using Clock = std::chrono::steady_clock;

// How often a time budget looks at the clock: about every half millisecond of search, and at
// least every few hundred iterations.
constexpr auto kCheckPeriod = std::chrono::microseconds(500);
constexpr std::int64_t kMaxCheckInterval = 256;

// What select answers when every open child is a proven loss but more actions can be opened.
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

double score_of(Proof proof, Seat seat) {
  switch (proof) {
    case Proof::seat0_wins:
      return seat == 0 ? 1.0 : 0.0;
    case Proof::seat1_wins:
      return seat == 1 ? 1.0 : 0.0;
    default:
      return 0.5;
  }
}

Proof proof_of(const Status& status) {
  if (status.outcome == Outcome::won)
    return status.winner == 0 ? Proof::seat0_wins : Proof::seat1_wins;
  return Proof::draw;
}

Proof proof_from_score(double score, Seat seat) {
  if (score > 0.75) return seat == 0 ? Proof::seat0_wins : Proof::seat1_wins;
  if (score < 0.25) return seat == 0 ? Proof::seat1_wins : Proof::seat0_wins;
  return Proof::draw;
}

// The seat that chooses at a node below the root: the only decider; when both decide (a secret
// setup searched in the open, or one seat's takeback window), the one with more actions.
Seat tree_mover(const State& state, ActionList& scratch) {
  const SeatSet deciders = state.deciders();
  if (deciders.size() < 2) return deciders.first();
  state.decider_legal_actions(0, scratch);
  const std::size_t first = scratch.size();
  state.decider_legal_actions(1, scratch);
  return scratch.size() > first ? 1 : 0;
}

}  // namespace

TreeSearch::TreeSearch(SearchSettings settings, std::uint64_t seed)
    : settings_(settings), random_(seed), playouts_(settings_) {}

void TreeSearch::reset(const State& position, Seat seat) {
  nodes_.clear();
  nodes_.push_back(Node{});
  root_state_ = position.clone();
  root_seat_ = seat;
}

void TreeSearch::set_root(const State& position, Seat seat, std::span<const SeatAction> moves) {
  if (!root_state_ || nodes_.empty()) return reset(position, seat);
  auto walked = root_state_->clone();
  std::uint32_t index = 0;
  for (const SeatAction& move : moves) {
    const Node& node = nodes_[index];
    if (node.child_count == 0 || node.decider != move.seat) return reset(position, seat);
    std::uint32_t found = 0;
    for (std::uint32_t i = 0; i < node.child_count && !found; ++i) {
      if (nodes_[node.first_child + i].action == move.action) found = node.first_child + i;
    }
    if (!found) return reset(position, seat);
    walked->apply(move.seat, move.action);
    index = found;
  }
  const Node& root = nodes_[index];
  if (walked->encode() != position.encode() || (root.child_count > 0 && root.decider != seat)) {
    return reset(position, seat);
  }
  keep_subtree(index);
  root_state_ = position.clone();
  root_seat_ = seat;
}

void TreeSearch::keep_subtree(std::uint32_t index) {
  if (index == 0) return;
  std::vector<Node> kept;
  kept.reserve(nodes_.size() / 2);
  kept.push_back(nodes_[index]);
  // Breadth first, so that every node's children stay contiguous.
  std::deque<std::pair<std::uint32_t, std::uint32_t>> queue{{index, 0}};  // old, new
  while (!queue.empty()) {
    const auto [old_index, new_index] = queue.front();
    queue.pop_front();
    const Node& old_node = nodes_[old_index];
    if (old_node.child_count == 0) continue;
    const auto first = static_cast<std::uint32_t>(kept.size());
    for (std::uint32_t i = 0; i < old_node.child_count; ++i) {
      kept.push_back(nodes_[old_node.first_child + i]);
      queue.emplace_back(old_node.first_child + i, first + i);
    }
    kept[new_index].first_child = first;
  }
  nodes_ = std::move(kept);
}

std::int64_t TreeSearch::run(const SearchBudget& budget, const std::atomic<bool>* cancel) {
  if (nodes_.empty() || root_state_->status().over()) return 0;
  if (nodes_[0].child_count == 0) expand(0, *root_state_, root_seat_);
  const auto start = Clock::now();
  const bool timed = budget.time.count() > 0;
  std::int64_t done = 0;
  std::int64_t next_check = 1;
  while (!(cancel && cancel->load(std::memory_order_relaxed)) && !solved()) {
    if (budget.iterations > 0 && done >= budget.iterations) break;
    if (timed && done >= next_check) {
      const auto elapsed = Clock::now() - start;
      if (elapsed >= budget.time) break;
      const auto per_iteration = std::max<std::int64_t>(1, (elapsed / done).count());
      next_check = done + std::clamp<std::int64_t>(
                              std::chrono::nanoseconds(kCheckPeriod).count() / per_iteration, 1,
                              kMaxCheckInterval);
    }
    auto state = root_state_->clone();
    iterate(*state);
    ++done;
  }
  iterations_ += done;
  return done;
}

void TreeSearch::iterate(State& state) {
  path_.clear();
  std::uint32_t index = 0;
  path_.push_back(index);
  double result = 0.5;
  for (;;) {
    Node& node = nodes_[index];
    if (node.proof != Proof::unknown) {
      result = score_of(node.proof, 0);
      break;
    }
    const Status status = state.status();
    if (status.over()) {
      node.proof = proof_of(status);
      result = result_for_seat0(status);
      break;
    }
    if (node.child_count == 0) {
      // A leaf gets a playout on its first visit and children on its second.
      const bool expanded = node.visits > 0 && expand(index, state, tree_mover(state, actions_));
      if (!expanded) {
        result = playouts_.run(state, random_);
        break;
      }
    }
    widen(index, state);
    std::uint32_t child = select(nodes_[index]);
    while (child == kNone) {
      const std::uint32_t open = nodes_[index].child_count;
      open_children(index, state, open + 1);
      // At the memory cap: a lost action, so that the result shows the loss.
      child = nodes_[index].child_count > open ? select(nodes_[index]) : nodes_[index].first_child;
    }
    state.apply(nodes_[index].decider, nodes_[child].action);
    index = child;
    path_.push_back(index);
  }
  for (std::uint32_t visited : path_) {
    ++nodes_[visited].visits;
    nodes_[visited].total += result;
  }
  // The solver: a proof climbs while it changes what the parent can prove.
  for (std::size_t i = path_.size() - 1; i-- > 0;) {
    Node& node = nodes_[path_[i]];
    if (node.proof != Proof::unknown || !prove(node)) break;
  }
}

bool TreeSearch::lazy() const {
  return settings_.widening_exponent > 0;
}

bool TreeSearch::expand(std::uint32_t index, const State& state, Seat seat) {
  state.legal_actions(seat, actions_);
  if (actions_.empty()) return false;
  const auto all = static_cast<std::uint32_t>(actions_.size());
  // Twice the widened count, so that a node opens more children only now and then.
  const std::uint32_t first_count =
      lazy() ? std::min(all, 2 * widened_count(nodes_[index].visits)) : all;
  if (index != 0 && nodes_.size() + first_count > settings_.max_nodes) return false;
  const bool by_prior = order_actions(state, seat);
  // Without priors there is no best to open first: every action gets its child.
  const std::uint32_t count = by_prior ? first_count : all;
  if (index != 0 && nodes_.size() + count > settings_.max_nodes) return false;
  const float top = by_prior ? priors_scratch_[order_.front()] : 0.0f;
  const auto first = static_cast<std::uint32_t>(nodes_.size());
  for (std::uint32_t n = 0; n < count; ++n) {
    Node child;
    child.action = actions_[order_[n]];
    if (by_prior && top > 0) child.prior = priors_scratch_[order_[n]] / top;
    nodes_.push_back(child);
  }
  Node& node = nodes_[index];
  node.first_child = first;
  node.child_count = count;
  node.decider = static_cast<std::int8_t>(seat);
  node.by_prior = by_prior;
  node.all_open = count == all;
  return true;
}

bool TreeSearch::order_actions(const State& state, Seat seat) {
  for (std::size_t i = actions_.size(); i > 1; --i) {
    std::swap(actions_[i - 1], actions_[random_.below(static_cast<std::uint32_t>(i))]);
  }
  // With priors, the children go best first (the shuffle breaks ties), for progressive widening.
  const bool by_prior = (settings_.prior_weight > 0 || settings_.widening_exponent > 0) &&
                        state.action_priors(seat, actions_, priors_scratch_) &&
                        priors_scratch_.size() == actions_.size();
  order_.resize(actions_.size());
  std::iota(order_.begin(), order_.end(), 0u);
  if (by_prior) {
    std::stable_sort(order_.begin(), order_.end(), [this](std::uint32_t a, std::uint32_t b) {
      return priors_scratch_[a] > priors_scratch_[b];
    });
  }
  return by_prior;
}

void TreeSearch::open_children(std::uint32_t index, const State& state, std::uint32_t wanted) {
  if (nodes_[index].all_open || wanted <= nodes_[index].child_count) return;
  const Seat seat = nodes_[index].decider;
  state.legal_actions(seat, actions_);
  if (actions_.empty() || !order_actions(state, seat)) return;
  const std::uint32_t old_first = nodes_[index].first_child;
  const std::uint32_t old_count = nodes_[index].child_count;
  const auto target = std::min(wanted, static_cast<std::uint32_t>(actions_.size()));
  if (target <= old_count) return;
  // A block at the end of the tree grows where it is; any other moves to the end (the old block
  // stays unused until the tree is next compacted, and doubling keeps that waste bounded).
  const bool in_place = old_first + old_count == nodes_.size();
  const std::size_t needed = in_place ? target - old_count : target;
  if (index != 0 && nodes_.size() + needed > settings_.max_nodes) return;
  open_actions_.clear();
  for (std::uint32_t i = 0; i < old_count; ++i)
    open_actions_.push_back(nodes_[old_first + i].action);
  std::sort(open_actions_.begin(), open_actions_.end());
  nodes_.reserve(nodes_.size() + needed);
  const auto first = in_place ? old_first : static_cast<std::uint32_t>(nodes_.size());
  if (!in_place) {
    for (std::uint32_t i = 0; i < old_count; ++i)
      nodes_.push_back(nodes_[old_first + i]);
  }
  const float top = priors_scratch_[order_.front()];
  std::uint32_t count = old_count;
  for (std::uint32_t i : order_) {
    if (count == target) break;
    if (std::binary_search(open_actions_.begin(), open_actions_.end(), actions_[i])) continue;
    Node child;
    child.action = actions_[i];
    if (top > 0) child.prior = priors_scratch_[i] / top;
    nodes_.push_back(child);
    ++count;
  }
  Node& node = nodes_[index];
  node.first_child = first;
  node.child_count = count;
  node.all_open = count == actions_.size();
}

void TreeSearch::widen(std::uint32_t index, const State& state) {
  const Node& node = nodes_[index];
  if (node.all_open) return;
  const std::uint32_t width = widened_count(node.visits);
  if (width > node.child_count) open_children(index, state, std::max(width, 2 * node.child_count));
}

std::uint32_t TreeSearch::widened_count(std::uint32_t visits) const {
  const double width =
      settings_.widening_base * std::pow(visits + 1.0, settings_.widening_exponent);
  return std::max<std::uint32_t>(1, static_cast<std::uint32_t>(std::ceil(width)));
}

std::uint32_t TreeSearch::considered(const Node& node) const {
  if (!node.by_prior || settings_.widening_exponent <= 0) return node.child_count;
  return std::min(widened_count(node.visits), node.child_count);
}

std::uint32_t TreeSearch::select(const Node& node) {
  const Seat seat = node.decider;
  const std::uint32_t width = considered(node);
  const double log_visits = std::log(node.visits + 1.0);
  std::uint32_t best = 0;
  double best_score = -std::numeric_limits<double>::infinity();
  for (std::uint32_t i = 0; i < node.child_count; ++i) {
    const std::uint32_t index = node.first_child + i;
    const Node& child = nodes_[index];
    if (child.proof != Proof::unknown) {
      const double exact = score_of(child.proof, seat);
      if (exact == 1.0) return index;
      if (exact == 0.0) continue;
    }
    // Past the widened actions, only when every one of them is a proven loss.
    if (i >= width && best_score > -std::numeric_limits<double>::infinity()) break;
    if (child.visits == 0) return index;
    const double score = mean_for(child, seat) +
                         settings_.exploration * std::sqrt(log_visits / child.visits) +
                         settings_.prior_weight * child.prior / (child.visits + 1.0);
    if (score > best_score) {
      best_score = score;
      best = index;
    }
  }
  if (best) return best;
  // Every open action loses: open another, or let the solver prove the node.
  return node.all_open ? node.first_child : kNone;
}

bool TreeSearch::prove(Node& node) {
  if (node.child_count == 0) return false;
  const Seat seat = node.decider;
  double best = -1;
  bool all_known = true;
  for (std::uint32_t i = 0; i < node.child_count; ++i) {
    const Node& child = nodes_[node.first_child + i];
    if (child.proof == Proof::unknown) {
      all_known = false;
      continue;
    }
    const double score = score_of(child.proof, seat);
    if (score == 1.0) {
      node.proof = child.proof;
      return true;
    }
    best = std::max(best, score);
  }
  if (!all_known || !node.all_open) return false;
  node.proof = proof_from_score(best, seat);
  return true;
}

double TreeSearch::mean_for(const Node& node, Seat seat) const {
  if (node.proof != Proof::unknown) return score_of(node.proof, seat);
  if (node.visits == 0) return 0.5;
  const double seat0 = node.total / node.visits;
  return seat == 0 ? seat0 : 1.0 - seat0;
}

std::vector<TreeSearch::Choice> TreeSearch::choices() const {
  std::vector<Choice> out;
  if (nodes_.empty()) return out;
  const Node& root = nodes_[0];
  for (std::uint32_t i = 0; i < root.child_count; ++i) {
    const Node& child = nodes_[root.first_child + i];
    out.push_back({child.action, child.visits, mean_for(child, root_seat_), child.proof});
  }
  return out;
}

Action TreeSearch::best(double temperature, Random& random) const {
  const std::vector<Choice> all = choices();
  if (all.empty()) return 0;
  std::vector<const Choice*> open;
  for (const Choice& choice : all) {
    const double exact = choice.proof == Proof::unknown ? -1 : score_of(choice.proof, root_seat_);
    if (exact == 1.0) return choice.action;
    if (exact != 0.0) open.push_back(&choice);
  }
  if (open.empty()) {
    for (const Choice& choice : all)
      open.push_back(&choice);
  }
  if (temperature > 0) {
    std::vector<double> weights;
    weights.reserve(open.size());
    for (const Choice* choice : open)
      weights.push_back(std::pow(choice->visits + 1e-9, 1.0 / temperature));
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    double pick = sum * (static_cast<double>(random.next() >> 11) * 0x1.0p-53);
    for (std::size_t i = 0; i < open.size(); ++i) {
      pick -= weights[i];
      if (pick <= 0) return open[i]->action;
    }
    return open.back()->action;
  }
  const Choice* chosen = open.front();
  for (const Choice* choice : open) {
    if (choice->visits > chosen->visits ||
        (choice->visits == chosen->visits && choice->value > chosen->value)) {
      chosen = choice;
    }
  }
  return chosen->action;
}

std::vector<SeatAction> TreeSearch::principal_line(std::size_t length) const {
  std::vector<SeatAction> line;
  std::uint32_t index = 0;
  while (!nodes_.empty() && line.size() < length) {
    const Node& node = nodes_[index];
    if (node.child_count == 0 || node.decider < 0) break;
    const Proof won = node.decider == 0 ? Proof::seat0_wins : Proof::seat1_wins;
    std::uint32_t next = node.first_child;
    for (std::uint32_t i = node.first_child; i < node.first_child + node.child_count; ++i) {
      const Node& child = nodes_[i];
      if (child.proof == won) {
        next = i;
        break;
      }
      if (child.visits > nodes_[next].visits) next = i;
    }
    if (nodes_[next].visits == 0 && nodes_[next].proof == Proof::unknown) break;
    line.push_back({node.decider, nodes_[next].action});
    index = next;
  }
  return line;
}

double TreeSearch::value(Seat seat) const {
  if (nodes_.empty()) return 0.5;
  return mean_for(nodes_[0], seat);
}

Proof TreeSearch::root_proof() const {
  return nodes_.empty() ? Proof::unknown : nodes_[0].proof;
}

}  // namespace rockpool::rules
