#include "server/bots/bot_job.hpp"

#include <algorithm>
#include <random>

namespace rockpool::server {

namespace {

std::uint64_t fresh_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32) | device();
}

// A question given less than this is still thought about, briefly.
constexpr auto kLeastTime = std::chrono::milliseconds(5);
// A rescue's search: short, on a thread that competes with the players' work.
constexpr rules::SearchBudget kRescueBudget{300, std::chrono::milliseconds(50)};

}  // namespace

BotBrain::BotBrain(int level, const rules::SearchSettings& settings)
    : level(level), settings(settings), bot(rules::bot_level(level), settings, fresh_seed()) {}

BotJob::BotJob(std::shared_ptr<BotBrain> brain, BotQuestion question, BotMetrics& metrics,
               std::function<void(const BotAnswer&)> answer)
    : brain_(std::move(brain)),
      question_(std::move(question)),
      metrics_(metrics),
      answer_(std::move(answer)) {
  metrics_.searches_total.fetch_add(1, std::memory_order_relaxed);
}

void BotJob::begin(int load, int threads) {
  rules::SearchBudget budget = question_.budget;
  if (budget.time.count() > 0) {
    // A busy pool cuts every budget down, to the floor at most, so that all answer in time.
    if (load > threads) {
      budget.time = std::max<std::chrono::nanoseconds>(
          std::min<std::chrono::nanoseconds>(question_.floor, budget.time),
          budget.time * threads / load);
    }
    // The time spent waiting for the first slice counts.
    budget.time =
        std::max<std::chrono::nanoseconds>(kLeastTime, budget.time - (Clock::now() - asked_at_));
  }
  ask(brain_->bot, budget);
  begun_ = true;
}

void BotJob::ask(rules::Bot& bot, const rules::SearchBudget& budget) const {
  if (question_.kind == BotQuestion::Kind::move) {
    bot.begin(*question_.position, question_.seat, question_.history, budget);
  } else {
    bot.begin_weighing(*question_.position, question_.seat, question_.history, budget);
  }
}

BotAnswer BotJob::answer_of(rules::Bot& bot) const {
  BotAnswer answer;
  if (question_.kind == BotQuestion::Kind::move) {
    answer.notation = question_.position->notation(bot.decision());
  }
  answer.value = bot.value();
  answer.iterations = bot.iterations();
  return answer;
}

bool BotJob::over() const {
  return answered_.load(std::memory_order_relaxed) || cancelled_.load(std::memory_order_relaxed);
}

BotTask::Clock::time_point BotJob::due() const {
  return asked_at_ + question_.budget.time + kRescueGrace;
}

void BotJob::deliver(const BotAnswer& answer) {
  if (answered_.exchange(true)) return;
  answer_(answer);
}

bool BotJob::run_slice(std::chrono::nanoseconds slice, int load, int threads) {
  if (answered_.load(std::memory_order_relaxed)) return true;  // rescued
  if (cancelled_.load(std::memory_order_relaxed)) {
    metrics_.cancelled_total.fetch_add(1, std::memory_order_relaxed);
    return true;
  }
  std::lock_guard lock(brain_->mutex);
  const auto start = Clock::now();
  if (!begun_) begin(load, threads);
  rules::Bot& bot = brain_->bot;
  const bool done = bot.think({.time = slice}, &cancelled_);
  running_ += Clock::now() - start;
  if (answered_.load(std::memory_order_relaxed)) return true;
  if (cancelled_.load(std::memory_order_relaxed)) {
    metrics_.cancelled_total.fetch_add(1, std::memory_order_relaxed);
    return true;
  }
  if (!done) return false;
  BotAnswer answer = answer_of(bot);
  metrics_.observe_search(std::chrono::duration<double>(Clock::now() - asked_at_).count(),
                          answer.iterations, std::chrono::duration<double>(running_).count());
  found_ = std::move(answer);
  return true;
}

void BotJob::finish() {
  if (found_) deliver(*found_);
}

void BotJob::rescue() {
  if (over()) return;
  const auto start = Clock::now();
  // Its own bot, not the brain: the brain may be held by a slice starved on a bot thread.
  rules::Bot quick(rules::bot_level(brain_->level), brain_->settings, fresh_seed());
  rules::SearchBudget budget = kRescueBudget;
  budget.iterations =
      std::min(budget.iterations, std::max<std::int64_t>(1, question_.budget.iterations));
  ask(quick, budget);
  while (!quick.think(budget, &cancelled_)) {
    if (over()) return;
  }
  if (over()) return;
  const BotAnswer answer = answer_of(quick);
  metrics_.rescued_total.fetch_add(1, std::memory_order_relaxed);
  metrics_.observe_search(std::chrono::duration<double>(Clock::now() - asked_at_).count(),
                          answer.iterations,
                          std::chrono::duration<double>(Clock::now() - start).count());
  deliver(answer);
}

}  // namespace rockpool::server
