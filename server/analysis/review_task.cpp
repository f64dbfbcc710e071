#include "server/analysis/review_task.hpp"

#include "protocol/match_review_body.hpp"

namespace rockpool::server {

ReviewTask::ReviewTask(std::string match_id, std::string game,
                       std::unique_ptr<rules::MatchReview> review,
                       std::function<void(std::optional<std::string>)> done)
    : match_id_(std::move(match_id)),
      game_(std::move(game)),
      review_(std::move(review)),
      done_(std::move(done)),
      positions_(review_->positions()) {}

bool ReviewTask::run_slice(std::chrono::nanoseconds slice, int /*load*/, int /*threads*/) {
  if (cancelled_) return true;
  const bool over = review_->step(slice, &cancelled_);
  reviewed_.store(review_->reviewed(), std::memory_order_relaxed);
  return over || cancelled_;
}

void ReviewTask::finish() {
  auto done = std::exchange(done_, {});
  if (!done) return;
  if (cancelled_ || !review_->done()) return done(std::nullopt);
  done(protocol::match_review_body(match_id_, game_, *review_));
}

}  // namespace rockpool::server
