#pragma once
// A store's writes, committed in order by a thread of their own: the writer takes everything
// queued, commits it as one transaction (its commit is the one wait on the disk, shared by every
// room), tries a failed commit again (nothing is reported done before it is durable), and then
// hands the writes' callbacks over in one function. A slow disk or database never stalls a
// network thread. Under load (the last commit carried several transactions) the writer gathers
// for a moment after the first write arrives, so that one sync carries more of them.

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

#include "server/store/records.hpp"

namespace rockpool::server {

class WriteQueue {
 public:
  struct Queued {
    StoreWrite record;
    std::function<void()> done;
  };
  using Batch = std::deque<Queued>;

  struct Steps {
    // Commits the batch as one transaction, or throws (then it is rolled back and tried again).
    // It may clear a write's `done`: a write it refused for good is never reported done.
    std::function<void(Batch&)> commit;
    // Undoes a commit that threw, as far as it got.
    std::function<void()> roll_back;
    // Runs after each commit, on the writer (housekeeping: pruning, retention).
    std::function<void()> after_commit = {};
    // Where a committed batch's callbacks run, given one function that runs them all (the server
    // posts it to its I/O threads: one hand-off a batch, not one a write). Unset: on the writer.
    std::function<void(std::function<void()>)> deliver = {};
  };

  // `gather`: how long after the first queued write a commit may wait for more, under load.
  explicit WriteQueue(Steps steps, std::chrono::microseconds gather = {});
  // Commits what is queued, then stops the writer.
  ~WriteQueue();
  WriteQueue(const WriteQueue&) = delete;
  WriteQueue& operator=(const WriteQueue&) = delete;

  void write(StoreWrite record, std::function<void()> done);
  // Queued at once (at least one), so the writer takes them all into one batch; `done` goes with
  // the last.
  void write(std::vector<StoreWrite> records, std::function<void()> done);
  // Waits until every queued write is committed.
  void flush();

 private:
  void run();
  void commit(Batch& batch);

  Steps steps_;
  std::mutex mutex_;
  std::condition_variable changed_;
  Batch queue_;
  bool writing_ = false;
  bool waiting_ = false;  // the writer sleeps: a new write must wake it
  bool stopping_ = false;
  const std::chrono::microseconds gather_;
  std::chrono::steady_clock::time_point first_queued_at_;
  std::size_t last_commit_transactions_ = 0;  // writes with a callback
  std::thread thread_;
};

}  // namespace rockpool::server
