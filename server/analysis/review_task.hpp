#pragma once
// A finished match's review as bot work: searched a slice at a time on the bot pool, in its
// background lane (a slice only when no bot waits for one), with no deadline. Once done or called
// off, it hands the review's body (or nothing) to `done`.

#include <atomic>
#include <functional>
#include <memory>
#include <string>

#include "rules/core/match_review.hpp"
#include "server/bots/bot_pool.hpp"

namespace rockpool::server {

class ReviewTask final : public BackgroundTask {
 public:
  // `done` runs once, on a thread of normal priority: with the body, or nothing when called off.
  ReviewTask(std::string match_id, std::string game, std::unique_ptr<rules::MatchReview> review,
             std::function<void(std::optional<std::string>)> done);

  bool run_slice(std::chrono::nanoseconds slice, int load, int threads) override;
  void finish() override;
  void cancel() override { cancelled_ = true; }

  std::size_t positions() const { return positions_; }
  // Positions reviewed so far; from any thread.
  std::size_t reviewed() const { return reviewed_.load(std::memory_order_relaxed); }

 private:
  const std::string match_id_;
  const std::string game_;
  std::unique_ptr<rules::MatchReview> review_;  // the bot thread's while a slice runs
  std::function<void(std::optional<std::string>)> done_;
  const std::size_t positions_;
  std::atomic<std::size_t> reviewed_{0};
  std::atomic<bool> cancelled_{false};
};

}  // namespace rockpool::server
