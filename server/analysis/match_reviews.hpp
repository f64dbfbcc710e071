#pragma once
// Reviews of finished matches (GET /api/matches/<id>/review): each searched once, in the
// background on the bot pool, and kept once done: in the store, which every node and every later
// run of the server reads, and the newest kKept of them in memory too, so that asking again costs
// nothing. At most kUnderWay are searched at once: past that, a request is asked to come back
// later.

#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/bots/bot_pool.hpp"
#include "server/store/records.hpp"
#include "server/store/review_store.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

class ReviewTask;

class MatchReviews {
 public:
  static constexpr std::size_t kUnderWay = 4;
  static constexpr std::size_t kKept = 256;
  // Each position's search, at the bots' full budget: a little under a second of a core.
  static constexpr std::int64_t kIterations = 4000;

  // `budget_percent`: the share of kIterations each position gets (the bots' budget setting);
  // `kept`: where done reviews are kept, or null (in memory only), written on `readers`. All
  // outlive this; the pool and the readers are stopped before this goes.
  MatchReviews(BotPool& pool, int budget_percent, ReviewStore* kept, StoreReaders& readers);
  ~MatchReviews();

  enum class State { done, pending, busy, unreviewable };
  struct Answer {
    State state = State::unreviewable;
    std::string body;  // the review (done) or how far it got (pending)
  };
  // The review of `match`, which is finished; started unless kept or under way. From a store
  // reader's thread: it may read the store.
  Answer review(const StoredMatch& match);
  // Reviews started so far.
  std::int64_t started() const;

 private:
  // Under the mutex: the review kept or under way, if any.
  std::optional<Answer> known(const std::string& id);
  void remember(const std::string& id, std::string body);
  void finished(const std::string& id, std::optional<std::string> body);

  BotPool& pool_;
  ReviewStore* kept_in_store_;
  StoreReaders& readers_;
  const std::int64_t iterations_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<ReviewTask>> under_way_;
  std::list<std::pair<std::string, std::string>> kept_;  // newest first: id, body
  std::unordered_map<std::string, std::list<std::pair<std::string, std::string>>::iterator>
      kept_by_id_;
  std::int64_t started_ = 0;
};

}  // namespace rockpool::server
