#include "server/analysis/analysis_task.hpp"

#include <algorithm>

#include "protocol/match_review_body.hpp"

namespace rockpool::server {

AnalysisTask::AnalysisTask(std::unique_ptr<rules::MatchReview> search, std::int64_t ply,
                           std::chrono::milliseconds think, Responder responder,
                           std::function<void(const AnalysisTask*)> over)
    : search_(std::move(search)),
      ply_(ply),
      think_(think),
      responder_(std::move(responder)),
      over_(std::move(over)) {}

bool AnalysisTask::run_slice(std::chrono::nanoseconds slice, int /*load*/, int /*threads*/) {
  if (!stopped_) {
    const auto started = std::chrono::steady_clock::now();
    search_->step(std::min(slice, think_ - thought_), &stopped_);
    thought_ += std::chrono::steady_clock::now() - started;
  }
  if (search_->done()) return true;
  if (!stopped_ && thought_ < think_) return false;
  search_->settle();
  return true;
}

void AnalysisTask::finish() {
  // Off the session's list first: once its answer is out, the session has nothing under way.
  if (auto over = std::exchange(over_, {})) over(this);
  responder_.ok(protocol::analysis_result(ply_, search_->position_reviews().front()));
}

}  // namespace rockpool::server
