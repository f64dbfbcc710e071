#include "rules/core/bot.hpp"

#include <algorithm>

#include "rules/core/sound_move.hpp"

namespace rockpool::rules {

namespace {

SearchSettings with_level(SearchSettings settings, const BotLevel& level) {
  settings.max_nodes = level.max_nodes;
  return settings;
}

}  // namespace

SearchSettings search_settings_for(const State& position) {
  SearchSettings settings;
  position.tune_search(settings);
  return settings;
}

Bot::Bot(const BotLevel& level, SearchSettings settings, std::uint64_t seed)
    : level_(level),
      settings_(with_level(settings, level)),
      random_(seed),
      tree_(settings_, Random(seed ^ 0x5eed).next()) {}

void Bot::begin(const State& position, Seat seat, std::span<const MoveText> history,
                const SearchBudget& budget) {
  seat_ = seat;
  ActionList actions;
  position.legal_actions(seat, actions);
  if (actions.size() == 1) {
    mode_ = Mode::forced;
    forced_ = actions.front();
    budget_ = budget;
    spent_ = 0;
    return;
  }
  start(position, seat, history, budget);
}

void Bot::begin_weighing(const State& position, Seat seat, std::span<const MoveText> history,
                         const SearchBudget& budget) {
  seat_ = seat;
  const SeatSet deciders = position.deciders();
  start(position, deciders.contains(seat) ? seat : deciders.first(), history, budget);
}

void Bot::start(const State& position, Seat root_seat, std::span<const MoveText> history,
                const SearchBudget& budget) {
  budget_ = budget;
  spent_ = 0;
  thought_ = {};
  secret_.reset();
  if (position.secret_choices() && position.deciders().size() == 2 && root_seat == seat_) {
    mode_ = Mode::secret;
    secret_ = std::make_unique<SecretChoice>(position, seat_, settings_, random_.next());
    return;
  }
  mode_ = Mode::tree;
  // The moves since the tree's root, as actions, when the history goes on from it.
  std::vector<SeatAction> since;
  const State* root = tree_.root_state();
  if (!position.secret_choices() && root &&
      history.size() == static_cast<std::size_t>(position.ply()) && root->ply() <= position.ply()) {
    auto walked = root->clone();
    for (std::size_t i = static_cast<std::size_t>(root->ply()); i < history.size(); ++i) {
      const ParseResult parsed = walked->parse(history[i].seat, history[i].notation);
      if (!std::holds_alternative<Action>(parsed)) {
        since.clear();
        break;
      }
      since.push_back({history[i].seat, std::get<Action>(parsed)});
      walked->apply(history[i].seat, since.back().action);
    }
  }
  tree_.set_root(position, root_seat, since);
}

bool Bot::think(const SearchBudget& slice, const std::atomic<bool>* cancel) {
  if (mode_ == Mode::forced) return true;
  const auto entered = std::chrono::steady_clock::now();
  SearchBudget now = slice;
  if (budget_.iterations > 0) {
    const std::int64_t left = budget_.iterations - spent_;
    if (left <= 0) return true;
    now.iterations = now.iterations > 0 ? std::min(now.iterations, left) : left;
  }
  if (budget_.time.count() > 0) {
    const auto left = budget_.time - thought_;
    if (left.count() > 0) {
      now.time = now.time.count() > 0 ? std::min<std::chrono::nanoseconds>(now.time, left) : left;
    } else if (spent_ > 0) {
      return true;
    } else {
      // A decision needs the root's choices: one iteration, however late it starts.
      now = {.iterations = 1};
    }
  }
  if (mode_ == Mode::secret) {
    spent_ += secret_->run(now, cancel);
  } else {
    spent_ += tree_.run(now, cancel);
  }
  thought_ += std::chrono::steady_clock::now() - entered;
  if (mode_ == Mode::tree && tree_.solved()) return true;
  if (budget_.iterations > 0 && spent_ >= budget_.iterations) return true;
  return budget_.time.count() > 0 && thought_ >= budget_.time;
}

Action Bot::decision() {
  switch (mode_) {
    case Mode::forced:
      return forced_;
    case Mode::secret:
      return secret_->choose(random_);
    case Mode::tree:
      break;
  }
  const Action chosen = tree_.best(level_.temperature, random_);
  // The levels that play their best, not a drawn choice, play no unsound move, however short the
  // search they had time for (sound_move.hpp).
  if (level_.temperature > 0 || tree_.solved() || !tree_.root_state()) return chosen;
  return sound_move(*tree_.root_state(), seat_, chosen, tree_.choices());
}

double Bot::value() const {
  switch (mode_) {
    case Mode::forced:
      return 0.5;
    case Mode::secret:
      return secret_->value();
    case Mode::tree:
      break;
  }
  return tree_.value(seat_);
}

}  // namespace rockpool::rules
