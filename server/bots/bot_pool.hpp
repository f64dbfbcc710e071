#pragma once
// The bots' own threads (cores - 1, at least 1), at the lowest OS priority (SCHED_IDLE):
// never a room's strand or a network thread. Searches run in short slices, round robin, so that
// one long search never holds the others back; the busier the pool, the shorter the slices, so
// that every search gets a slice often enough to answer in time.
//
// Where ordinary work keeps every core busy, a SCHED_IDLE thread may wait seconds for the CPU,
// at any point of its work. So the bot threads only think: they share no lock with any other
// thread, and a dispatcher thread of normal priority hands them their slices, hands the answers
// over, and answers a search past its due time itself, from a short search of its own.

#include <atomic>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "server/bots/bot_metrics.hpp"
#include "server/net/thread_signal.hpp"

namespace rockpool::server {

// Bot work, run a slice at a time.
class BotTask {
 public:
  using Clock = std::chrono::steady_clock;
  virtual ~BotTask() = default;
  // Runs for about `slice`, with `load` tasks on a pool of `threads`; true once over. On a bot
  // thread: it must take no lock that a thread of normal priority may wait for.
  virtual bool run_slice(std::chrono::nanoseconds slice, int load, int threads) = 0;
  // Once run_slice returned true, on a thread of normal priority: hands the answer over.
  virtual void finish() = 0;
  // Calls the task off; thread-safe. Its next slice ends it.
  virtual void cancel() = 0;
  // When an answer is overdue.
  virtual Clock::time_point due() const = 0;
  // Answers now, from a short search on the calling thread (of normal priority), unless
  // answered or called off already; thread-safe, also against a slice running on a bot thread.
  virtual void rescue() = 0;
  // Work that gets a slice only when no other task waits for one (a correspondence match's move,
  // which has days): the lowest priority among the bots.
  virtual bool background() const { return false; }
};

// Bot work with no deadline, which gets a slice only when no other task waits for one (a match's
// review, an analysis): nothing to rescue.
class BackgroundTask : public BotTask {
 public:
  Clock::time_point due() const final { return Clock::time_point::max(); }
  void rescue() final {}
  bool background() const final { return true; }
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
  int threads() const { return static_cast<int>(workers_.size()); }

  // A slice is at most kMaxSlice, and short enough that `load` tasks each get one every
  // kRound, down to kMinSlice.
  static constexpr std::chrono::milliseconds kMaxSlice{20};
  static constexpr std::chrono::milliseconds kMinSlice{1};
  static constexpr std::chrono::milliseconds kRound{30};
  static std::chrono::nanoseconds slice_for(int load, int threads);

 private:
  // A bot thread and its hand-over point with the dispatcher: no lock.
  struct Worker {
    enum State : int { idle, running, paused, over, retired };
    ThreadSignal go;  // the dispatcher handed a slice over, or retired the thread
    std::atomic<int> state{idle};
    // Written by the dispatcher while idle, read by the bot thread while running.
    std::shared_ptr<BotTask> task;
    std::chrono::nanoseconds slice{0};
    int load = 1;
    std::thread thread;
  };

  void work(Worker& worker);
  void dispatch();
  // The dispatcher's steps; each returns whether it did anything.
  bool collect_slices();
  bool hand_out_slices();
  bool rescue_overdue();
  void take_incoming();
  void call_off_everything();
  // The queue `task` waits its turn in.
  std::deque<std::shared_ptr<BotTask>>& lane_of(const BotTask& task) {
    return task.background() ? background_ : queue_;
  }

  BotMetrics& metrics_;
  std::vector<std::unique_ptr<Worker>> workers_;
  // Wakes the dispatcher: a task submitted, a slice over, the pool stopping.
  ThreadSignal wake_;
  std::thread dispatcher_;

  // Between the network threads and the dispatcher only.
  std::mutex mutex_;
  std::deque<std::shared_ptr<BotTask>> incoming_;
  bool stopping_ = false;

  // The dispatcher's own.
  std::deque<std::shared_ptr<BotTask>> queue_;
  std::deque<std::shared_ptr<BotTask>> background_;  // served once queue_ is empty
  std::multimap<BotTask::Clock::time_point, std::weak_ptr<BotTask>> due_;  // earliest first
};

}  // namespace rockpool::server
