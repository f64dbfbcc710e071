#include "server/analysis/match_reviews.hpp"

#include <algorithm>
#include <functional>

#include "protocol/game_json.hpp"
#include "protocol/match_review_body.hpp"
#include "rules/core/bot.hpp"
#include "rules/registry/registry.hpp"
#include "server/analysis/review_task.hpp"
#include "server/logging.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

// The least search a position gets, however small the budget: fewer tells nothing.
constexpr std::int64_t kLeastIterations = 50;

// The match's first position and its moves, read again through the engine; null when its game,
// its options or one of its moves is no longer what the engine takes.
std::unique_ptr<rules::MatchReview> review_of(const StoredMatch& match, std::int64_t iterations) {
  const rules::Game* game = rules::find_game(match.start.game);
  if (!game) return nullptr;
  std::vector<rules::RawOption> raw;
  if (protocol::raw_options_from_text(match.start.options_json, raw)) return nullptr;
  const auto options = rules::resolve_options(game->info().options, raw);
  if (options.error) return nullptr;
  const std::unique_ptr<rules::State> start = game->start(options.values);
  std::unique_ptr<rules::State> walked = start->clone();
  std::vector<rules::SeatAction> moves;
  moves.reserve(match.actions.size());
  for (const ActionRecord& action : match.actions) {
    const rules::ParseResult parsed = walked->accept(action.seat, action.notation);
    if (!std::holds_alternative<rules::Action>(parsed)) return nullptr;
    const rules::Action played = std::get<rules::Action>(parsed);
    walked->apply(action.seat, played);
    moves.push_back({action.seat, played});
  }
  // The same search for the same match: a review asked again after a restart says the same.
  const std::uint64_t seed = std::hash<std::string>{}(match.start.id);
  return std::make_unique<rules::MatchReview>(*start, std::move(moves),
                                              rules::search_settings_for(*start), iterations, seed);
}

}  // namespace

MatchReviews::MatchReviews(BotPool& pool, int budget_percent, ReviewStore* kept,
                           StoreReaders& readers)
    : pool_(pool),
      kept_in_store_(kept),
      readers_(readers),
      iterations_(
          std::max(kLeastIterations, kIterations * std::clamp(budget_percent, 1, 100) / 100)) {}

MatchReviews::~MatchReviews() = default;

std::optional<MatchReviews::Answer> MatchReviews::known(const std::string& id) {
  if (const auto kept = kept_by_id_.find(id); kept != kept_by_id_.end()) {
    kept_.splice(kept_.begin(), kept_, kept->second);
    return Answer{State::done, kept->second->second};
  }
  const auto going = under_way_.find(id);
  if (going == under_way_.end()) return std::nullopt;
  const ReviewTask& running = *going->second;
  return Answer{State::pending, protocol::match_review_pending_body(
                                    id, running.reviewed() > 0 ? "running" : "queued",
                                    static_cast<std::int64_t>(running.positions()),
                                    static_cast<std::int64_t>(running.reviewed()))};
}

void MatchReviews::remember(const std::string& id, std::string body) {
  if (kept_by_id_.count(id) != 0) return;
  kept_.emplace_front(id, std::move(body));
  kept_by_id_[id] = kept_.begin();
  while (kept_.size() > kKept) {
    kept_by_id_.erase(kept_.back().first);
    kept_.pop_back();
  }
}

MatchReviews::Answer MatchReviews::review(const StoredMatch& match) {
  const std::string& id = match.start.id;
  {
    std::lock_guard lock(mutex_);
    if (auto answer = known(id)) return std::move(*answer);
  }
  // Kept by an earlier run of the server, or by another node: read outside the mutex.
  if (kept_in_store_) {
    if (std::optional<std::string> body = kept_in_store_->review(id)) {
      std::lock_guard lock(mutex_);
      remember(id, *body);
      return {State::done, std::move(*body)};
    }
  }
  // Read again through the engine outside the mutex: a match it cannot read is never busy.
  auto review = review_of(match, iterations_);
  if (!review) return {State::unreviewable, {}};
  std::shared_ptr<ReviewTask> task;
  {
    std::lock_guard lock(mutex_);
    if (auto answer = known(id)) return std::move(*answer);  // started meanwhile
    if (under_way_.size() >= kUnderWay) return {State::busy, {}};
    task = std::make_shared<ReviewTask>(
        id, match.start.game, std::move(review),
        [this, id](std::optional<std::string> body) { finished(id, std::move(body)); });
    under_way_.emplace(id, task);
    ++started_;
  }
  const auto positions = static_cast<std::int64_t>(task->positions());
  pool_.submit(task);
  return {State::pending, protocol::match_review_pending_body(id, "queued", positions, 0)};
}

void MatchReviews::finished(const std::string& id, std::optional<std::string> body) {
  std::lock_guard lock(mutex_);
  under_way_.erase(id);
  // Called off (the server stops): nothing is kept, and the next request starts again.
  if (!body) return;
  remember(id, *body);
  // Off the bots' dispatcher, which must not wait on the disk.
  if (kept_in_store_) {
    readers_.post([store = kept_in_store_, id, body = std::move(*body)] {
      try {
        store->keep_review(id, body, epoch_ms());
      } catch (const std::exception& error) {
        spdlog::warn("keeping the review of match {}: {}", id, error.what());
      }
    });
  }
}

std::int64_t MatchReviews::started() const {
  std::lock_guard lock(mutex_);
  return started_;
}

}  // namespace rockpool::server
