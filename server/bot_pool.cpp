#include "server/bot_pool.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

#include "server/logging.hpp"

namespace rockpool::server {

namespace {

// Where the idle policy is refused, the lowest-priority ordinary policy.
constexpr int kNice = 10;

int thread_count(int configured) {
  if (configured > 0) return configured;
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
}

// This thread only: Linux keeps the scheduling policy and the nice value per thread. SCHED_IDLE
// gives way at once to any ordinary thread that wakes (a network thread with a frame to answer),
// where nice only shrinks a share: with four strongest-level matches beside 1,000 busy rooms the
// players' p99 round trip rose 2.6 times under SCHED_IDLE and 4.8 times under SCHED_BATCH at
// nice 10 (bench/README.md). It still gets a small share under full load, so bots keep answering.
void lower_priority() {
  sched_param param{};
  if (pthread_setschedparam(pthread_self(), SCHED_IDLE, &param) == 0) return;
  if (pthread_setschedparam(pthread_self(), SCHED_BATCH, &param) != 0) {
    spdlog::warn("bot thread: SCHED_IDLE and SCHED_BATCH refused; it keeps the normal policy");
  }
  if (setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kNice) != 0) {
    spdlog::warn("bot thread: nice {} refused", kNice);
  }
}

}  // namespace

BotPool::BotPool(int threads, BotMetrics& metrics)
    : metrics_(metrics), thread_count_(thread_count(threads)) {
  for (int i = 0; i < thread_count_; ++i)
    threads_.emplace_back([this] { work(); });
}

BotPool::~BotPool() {
  stop();
}

std::chrono::nanoseconds BotPool::slice_for(int load, int threads) {
  const auto fair = std::chrono::nanoseconds(kRound) * std::max(1, threads) / std::max(1, load);
  return std::clamp<std::chrono::nanoseconds>(fair, kMinSlice, kMaxSlice);
}

void BotPool::submit(std::shared_ptr<BotTask> task) {
  {
    std::lock_guard lock(mutex_);
    if (!stopping_) {
      queue_.push_back(std::move(task));
      metrics_.queue.fetch_add(1, std::memory_order_relaxed);
      ready_.notify_one();
      return;
    }
  }
  task->cancel();
  task->run_slice({}, 1, 1);  // ends it
}

void BotPool::stop() {
  std::deque<std::shared_ptr<BotTask>> dropped;
  {
    std::lock_guard lock(mutex_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
    dropped.swap(queue_);
    ready_.notify_all();
  }
  for (const auto& task : dropped) {
    task->cancel();
    task->run_slice({}, 1, 1);
    metrics_.queue.fetch_sub(1, std::memory_order_relaxed);
  }
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
  threads_.clear();
}

void BotPool::work() {
  lower_priority();
  std::unique_lock lock(mutex_);
  for (;;) {
    ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stopping
    std::shared_ptr<BotTask> task = std::move(queue_.front());
    queue_.pop_front();
    ++running_;
    const int load = static_cast<int>(queue_.size()) + running_;
    lock.unlock();
    const bool over = task->run_slice(slice_for(load, thread_count_), load, thread_count_);
    lock.lock();
    --running_;
    if (over) {
      metrics_.queue.fetch_sub(1, std::memory_order_relaxed);
    } else if (stopping_) {
      lock.unlock();
      task->cancel();
      task->run_slice({}, 1, 1);
      metrics_.queue.fetch_sub(1, std::memory_order_relaxed);
      lock.lock();
    } else {
      queue_.push_back(std::move(task));  // round robin: the back of the queue
    }
  }
}

}  // namespace rockpool::server
