#pragma once
// The embedded store: one SQLite file in WAL mode. Writes are committed in batches by a
// WriteQueue; reads (recovery and the history API) use a connection of their own, and
// checkpoints a third (WalCheckpointer).

#include <chrono>
#include <memory>
#include <mutex>
#include <string>

#include "server/server_clock.hpp"
#include "server/store/queued_store.hpp"
#include "server/store/sqlite_database.hpp"
#include "server/store/sqlite_writer.hpp"
#include "server/store/wal_checkpointer.hpp"
#include "server/store/write_queue.hpp"

namespace rockpool::server {

struct SqliteStoreOptions {
  std::string path;
  bool full_sync = true;  // fsync each commit (durable against power loss), else at checkpoints
  std::chrono::hours chat_retention{24 * 30};
  // Where a committed batch's callbacks run: given one function that runs them all (the server
  // posts it to its I/O threads: one hand-off a batch, not one a write). Unset: on the writer.
  std::function<void(std::function<void()>)> deliver = {};
  // How often the log is copied back into the database file (off the commit path).
  std::chrono::milliseconds checkpoint_period{1000};
  // Under load, how long a commit may wait for more writes after the first (WriteQueue).
  std::chrono::microseconds gather{0};
};

class SqliteStore final : public QueuedStore, public TournamentStore {
 public:
  explicit SqliteStore(SqliteStoreOptions options);
  ~SqliteStore() override;

  RecoveredState recover() override;
  std::vector<MatchSummary> finished_matches(const HistoryQuery& query) override;
  std::optional<StoredMatch> match(const std::string& id) override;
  std::optional<SessionRecord> session(const std::string& token) override;
  int forget_old_chat(std::int64_t now_ms) override;
  AccountStore* accounts() override { return accounts_.get(); }
  PushSubscriptionStore* push_subscriptions() override { return push_subscriptions_.get(); }
  ReviewStore* reviews() override { return reviews_.get(); }
  TournamentStore* tournaments() override { return this; }
  std::vector<TournamentRecord> kept_tournaments() override;
  // Checkpoints of the write-ahead log so far.
  int checkpoints() const { return checkpointer_->checkpoints(); }

 private:
  WriteQueue& queue() override { return queue_; }
  void commit(const WriteQueue::Batch& batch);
  void after_commit();
  std::optional<StoredMatch> read_match(Database& db, const std::string& id);

  SqliteStoreOptions options_;
  std::unique_ptr<SqliteWriter> writer_;  // the write connection and its statements
  std::mutex read_mutex_;
  std::unique_ptr<Database> reader_;
  std::unique_ptr<AccountStore> accounts_;                     // on a connection of its own
  std::unique_ptr<PushSubscriptionStore> push_subscriptions_;  // on a connection of its own
  std::unique_ptr<ReviewStore> reviews_;                       // on a connection of its own
  std::unique_ptr<WalCheckpointer> checkpointer_;
  int checkpoints_finished_ = 0;  // the checkpointer's passes the writer has completed
  ServerClock::time_point last_cleanup_;
  WriteQueue queue_;  // last: its writer uses the members above, and stops first
};

}  // namespace rockpool::server
