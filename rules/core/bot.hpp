#pragma once
// A bot of one level for one seat of a match: it decides by tree search (mcts.hpp), by a matrix
// game during a secret simultaneous choice (secret_choice.hpp), and keeps its tree from one
// decision to the next. It thinks in slices, so that a server can share its threads among many
// bots and cancel one at any time. Pure computation: whoever calls it owns the clock and threads.

#include <atomic>
#include <memory>
#include <span>

#include "rules/core/bot_level.hpp"
#include "rules/core/mcts.hpp"
#include "rules/core/secret_choice.hpp"
#include "rules/core/secret_free.hpp"

namespace rockpool::rules {

// The search settings a game asks for (State::tune_search), from any of its positions.
SearchSettings search_settings_for(const State& position);

class Bot {
 public:
  // `settings`: how the game is searched; the level sets the node cap and the temperature.
  Bot(const BotLevel& level, SearchSettings settings, std::uint64_t seed);

  // Starts a decision for `seat`, which must decide in `position`: the match as the seat may
  // know it (position_seen_by during a secret phase). `history` holds the moves so far (entry i
  // is ply i); the tree of the last decision is kept when the match went on from it. During a
  // secret phase neither the history nor the tree is used.
  void begin(const State& position, Seat seat, std::span<const MoveText> history,
             const SearchBudget& budget);
  // Starts weighing `position` for `seat`, whoever decides there (to answer a draw offer).
  void begin_weighing(const State& position, Seat seat, std::span<const MoveText> history,
                      const SearchBudget& budget);
  // Thinks within `slice`, cut to what is left of the budget (a time budget counts the time spent
  // in these calls only); true once it is spent, or the answer is certain.
  bool think(const SearchBudget& slice, const std::atomic<bool>* cancel = nullptr);

  // After begin(): the action to play.
  Action decision();
  // The seat's expected result in [0, 1], as far as the thinking went.
  double value() const;
  // Iterations spent since begin().
  std::int64_t iterations() const { return spent_; }
  const BotLevel& level() const { return level_; }

 private:
  enum class Mode { forced, tree, secret };
  void start(const State& position, Seat root_seat, std::span<const MoveText> history,
             const SearchBudget& budget);

  const BotLevel& level_;
  SearchSettings settings_;
  Random random_;
  TreeSearch tree_;
  std::unique_ptr<SecretChoice> secret_;
  Mode mode_ = Mode::forced;
  Seat seat_ = 0;
  Action forced_ = 0;
  SearchBudget budget_;
  // The time spent inside think() since begin(): a time budget counts the bot's own thinking, so
  // that a search given slices between other searches' gets all of its budget.
  std::chrono::steady_clock::duration thought_{};
  std::int64_t spent_ = 0;
};

}  // namespace rockpool::rules
