#pragma once
// One position searched for analysis.evaluate: on the bot pool's background lane, for the time
// the request asked (counted in the slices it gets, as a bot's thinking is), then answered with
// what the search found. A stop, or a newer request of the same session, ends it early with what
// it found so far.

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

#include "rules/core/match_review.hpp"
#include "server/bots/bot_pool.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

class AnalysisTask final : public BackgroundTask {
 public:
  // `search`: the position (as a review of one position); `ply`: the actions before it.
  AnalysisTask(std::unique_ptr<rules::MatchReview> search, std::int64_t ply,
               std::chrono::milliseconds think, Responder responder,
               std::function<void(const AnalysisTask*)> over);

  bool run_slice(std::chrono::nanoseconds slice, int load, int threads) override;
  void finish() override;
  // Ends the search at its next slice; the reply says what it found.
  void cancel() override { stopped_ = true; }

 private:
  std::unique_ptr<rules::MatchReview> search_;
  const std::int64_t ply_;
  const std::chrono::nanoseconds think_;
  std::chrono::nanoseconds thought_{0};
  Responder responder_;
  std::function<void(const AnalysisTask*)> over_;  // runs once answered
  std::atomic<bool> stopped_{false};
};

}  // namespace rockpool::server
