#pragma once
// The SQLite store with a slow disk made to order: commits' "done" callbacks can be held back
// until release(), and reads (the history API's) held until release_reads(). It counts the reads
// it was asked for, so that a test can tell whether an answer came from the store or a cache.

#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "server/store/sqlite_store.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

class HeldStore final : public server::Store {
 public:
  explicit HeldStore(const std::string& path);

  void write(server::StoreWrite record, std::function<void()> done = {}) override;
  // One by one, in order: only a shared store writes groups whose split would show, and this one
  // wraps the embedded store.
  void write_together(std::vector<server::StoreWrite> records,
                      std::function<void()> done = {}) override;
  server::RecoveredState recover() override { return inner_.recover(); }
  std::vector<server::MatchSummary> finished_matches(const server::HistoryQuery& query) override;
  std::optional<server::StoredMatch> match(const std::string& id) override;
  std::optional<server::SessionRecord> session(const std::string& token) override;
  void flush() override { inner_.flush(); }
  int forget_old_chat(std::int64_t now_ms) override { return inner_.forget_old_chat(now_ms); }
  server::AccountStore* accounts() override { return inner_.accounts(); }

  void hold();
  void release();
  void hold_reads() { history_reads_.hold(); }
  void release_reads() { history_reads_.release(); }
  // Reads asked for so far, and those waiting now for release_reads().
  int reads() const { return history_reads_.arrived(); }
  int reads_waiting() const { return history_reads_.waiting(); }
  // Writes held back whole, uncommitted (a slow disk), until release_writes() hands them on in
  // order; how many held ones `which` picks.
  void hold_writes();
  void release_writes();
  int unwritten(const std::function<bool(const server::StoreWrite&)>& which) const;
  // Session reads (a hello's) held apart from the others, and how many wait now.
  void hold_session_reads() { session_reads_.hold(); }
  void release_session_reads() { session_reads_.release(); }
  int session_reads_waiting() const { return session_reads_.waiting(); }

 private:
  // Where reads of one kind wait while it is held, counting those that came and those waiting.
  class ReadGate {
   public:
    void hold();
    void release();
    // Returns once the gate is not held.
    void pass();
    int arrived() const;
    int waiting() const;

   private:
    mutable std::mutex mutex_;
    std::condition_variable released_;
    bool holding_ = false;
    int arrived_ = 0;
    int waiting_ = 0;
  };
  struct Unwritten {
    server::StoreWrite record;
    std::function<void()> done;
  };
  void write_now(server::StoreWrite record, std::function<void()> done);

  server::SqliteStore inner_;
  mutable std::mutex mutex_;
  bool holding_ = false;
  bool holding_writes_ = false;
  std::vector<Unwritten> unwritten_;
  std::vector<std::function<void()>> held_;
  ReadGate history_reads_;
  ReadGate session_reads_;
};

// A data directory whose database the held store keeps, and a configuration on it: hand `store`
// to the server and keep `held` to hold and release.
struct HeldData {
  HeldData();
  TempDir dir;
  std::unique_ptr<HeldStore> store;
  HeldStore* held;
  server::ServerConfig config;
};

}  // namespace rockpool::tests
