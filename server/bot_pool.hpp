#pragma once
// The bots' own threads (cores - 1, at least 1), at the lowest OS priority (SCHED_IDLE):
// never a room's strand or a network thread. Searches run in short slices, round robin, so that
// one long search never holds the others back; the busier the pool, the shorter the slices, so
// that every search gets a slice often enough to answer in time.

#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "server/bot_metrics.hpp"

namespace rockpool::server {

// Bot work, run a slice at a time.
class BotTask {
 public:
  virtual ~BotTask() = default;
  // Runs for about `slice`, with `load` tasks on a pool of `threads`; true once over.
  virtual bool run_slice(std::chrono::nanoseconds slice, int load, int threads) = 0;
  // Calls the task off; thread-safe. Its next slice ends it.
  virtual void cancel() = 0;
};

class BotPool {
 public:
  // `threads`: 0 for one per core less one, at least 1.
  BotPool(int threads, BotMetrics& metrics);
  ~BotPool();
  BotPool(const BotPool&) = delete;
  BotPool& operator=(const BotPool&) = delete;

  void submit(std::shared_ptr<BotTask> task);
  // Calls off every task and joins the threads; later tasks are called off at once.
  void stop();
  int threads() const { return thread_count_; }

  // A slice is at most kMaxSlice, and short enough that `load` tasks each get one every
  // kRound, down to kMinSlice.
  static constexpr std::chrono::milliseconds kMaxSlice{20};
  static constexpr std::chrono::milliseconds kMinSlice{1};
  static constexpr std::chrono::milliseconds kRound{30};
  static std::chrono::nanoseconds slice_for(int load, int threads);

 private:
  void work();

  BotMetrics& metrics_;
  const int thread_count_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::shared_ptr<BotTask>> queue_;
  int running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace rockpool::server
