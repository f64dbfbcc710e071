#pragma once
// One question a room puts to its bot, thought about in slices on the bot pool: which action to
// play, or whether to accept a draw offer. The answer goes back through a callback (the room
// posts it to its strand and checks it against the position it asked about).

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/bot.hpp"
#include "server/bots/bot_pool.hpp"

namespace rockpool::server {

// A room's bot: its search tree, kept from one question to the next, one question at a time.
struct BotBrain {
  BotBrain(int level, const rules::SearchSettings& settings);
  const int level;
  const rules::SearchSettings settings;
  std::mutex mutex;  // held for a slice; a question called off lets go within an iteration
  rules::Bot bot;
  // The ply of the bot's last draw offer in a dead position, or -1 (on the room's strand only).
  int offered_draw_at = -1;
};

struct BotQuestion {
  enum class Kind { move, draw };
  Kind kind = Kind::move;
  std::unique_ptr<rules::State> position;  // the match as the bot's seat may know it
  rules::Seat seat = 0;
  std::vector<rules::MoveText> history;  // empty during a secret phase
  rules::SearchBudget budget;            // its time counts from the question
  std::chrono::milliseconds floor{0};    // what a busy pool may cut the time budget down to
  bool background = false;               // a correspondence move: the pool's lowest priority
};

struct BotAnswer {
  std::string notation;  // a move question's action
  double value = 0.5;    // the bot's expected result
  std::int64_t iterations = 0;
};

class BotJob final : public BotTask {
 public:
  BotJob(std::shared_ptr<BotBrain> brain, BotQuestion question, BotMetrics& metrics,
         std::function<void(const BotAnswer&)> answer);

  bool run_slice(std::chrono::nanoseconds slice, int load, int threads) override;
  void finish() override;
  void cancel() override { cancelled_.store(true, std::memory_order_relaxed); }
  Clock::time_point due() const override;
  void rescue() override;
  bool background() const override { return question_.background; }

  // Past its time budget, how long a question may wait for its answer before it is rescued.
  static constexpr std::chrono::seconds kRescueGrace{1};

 private:
  void begin(int load, int threads);
  // Starts `bot` on the question, within `budget`.
  void ask(rules::Bot& bot, const rules::SearchBudget& budget) const;
  BotAnswer answer_of(rules::Bot& bot) const;
  // Hands over the first answer only: a rescue and the search it replaced may both finish.
  void deliver(const BotAnswer& answer);
  bool over() const;

  std::shared_ptr<BotBrain> brain_;
  BotQuestion question_;
  BotMetrics& metrics_;
  std::function<void(const BotAnswer&)> answer_;
  std::atomic<bool> cancelled_{false};
  std::atomic<bool> answered_{false};
  std::optional<BotAnswer> found_;  // by run_slice, for finish()
  bool begun_ = false;
  Clock::time_point asked_at_ = Clock::now();
  Clock::duration running_{0};
};

}  // namespace rockpool::server
