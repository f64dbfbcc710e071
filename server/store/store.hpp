#pragma once
// Where the server keeps what must survive a restart. Writes are queued and committed in order
// (by a writer of the store's own, never on a room's strand); `done` runs once the write is
// durable, on the store's thread, so callers post from it to where they belong. SqliteStore is the
// embedded implementation, cluster::PostgresStore the one that several nodes share (how they share
// the rooms is server/nodes/cluster.hpp's).

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "server/store/account_store.hpp"
#include "server/store/push_subscription_store.hpp"
#include "server/store/records.hpp"
#include "server/store/review_store.hpp"
#include "server/store/session_store.hpp"
#include "server/store/tournament_store.hpp"

namespace rockpool::server {

// Matches, rooms and their logs; the sessions, accounts, push subscriptions and tournaments kept
// with them are each read through an interface of their own.
class Store : public SessionStore {
 public:
  // Queues a write; `done` (optional) runs once it is committed.
  virtual void write(StoreWrite record, std::function<void()> done = {}) = 0;
  // Queues writes that commit in one transaction, never split between two; `done` (optional)
  // runs once they are committed.
  virtual void write_together(std::vector<StoreWrite> records, std::function<void()> done = {}) = 0;
  // Everything needed to rebuild the open rooms and their matches at start.
  virtual RecoveredState recover() = 0;
  // Finished matches, newest first.
  virtual std::vector<MatchSummary> finished_matches(const HistoryQuery& query) = 0;
  virtual std::optional<StoredMatch> match(const std::string& id) = 0;
  // Waits until every queued write is committed (tests, shutdown).
  virtual void flush() = 0;
  // Deletes the chat of matches that ended longer ago than the retention; returns how many lines
  // (the store does this by itself once an hour).
  virtual int forget_old_chat(std::int64_t now_ms) = 0;
  // The tournaments kept with the rest, or null for a store that keeps none (it drops their
  // records; then tournaments are not offered).
  virtual TournamentStore* tournaments() { return nullptr; }
  // The accounts kept with the rest, or null for a store that keeps none.
  virtual AccountStore* accounts() { return nullptr; }
  // The Web Push subscriptions kept with the rest, or null for a store that keeps none (then
  // push is not offered).
  virtual PushSubscriptionStore* push_subscriptions() { return nullptr; }
  // The reviews of finished matches kept with the rest, or null for a store that keeps none
  // (then each is kept in memory only).
  virtual ReviewStore* reviews() { return nullptr; }
};

// A store that keeps nothing: every write is done at once. For benchmarks that compare the cost
// of the real store, never for running a server people use.
class NoStore final : public Store {
 public:
  void write(StoreWrite, std::function<void()> done = {}) override {
    if (done) done();
  }
  void write_together(std::vector<StoreWrite>, std::function<void()> done = {}) override {
    if (done) done();
  }
  RecoveredState recover() override { return {}; }
  std::vector<MatchSummary> finished_matches(const HistoryQuery&) override { return {}; }
  std::optional<StoredMatch> match(const std::string&) override { return std::nullopt; }
  std::optional<SessionRecord> session(const std::string&) override { return std::nullopt; }
  void flush() override {}
  int forget_old_chat(std::int64_t) override { return 0; }
};

}  // namespace rockpool::server
