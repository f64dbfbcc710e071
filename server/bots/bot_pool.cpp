#include "server/bots/bot_pool.hpp"

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
// nice 10 (bench/README.md).
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

// Ends a task that will get no more slices.
void call_off(BotTask& task) {
  task.cancel();
  task.run_slice({}, 1, 1);
  task.finish();
}

}  // namespace

BotPool::BotPool(int threads, BotMetrics& metrics) : metrics_(metrics) {
  const int count = thread_count(threads);
  for (int i = 0; i < count; ++i)
    workers_.push_back(std::make_unique<Worker>());
  for (auto& worker : workers_)
    worker->thread = std::thread([this, &worker = *worker] { work(worker); });
  dispatcher_ = std::thread([this] { dispatch(); });
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
      incoming_.push_back(std::move(task));
      metrics_.queue.fetch_add(1, std::memory_order_relaxed);
      wake_.notify();
      return;
    }
  }
  call_off(*task);
}

void BotPool::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify();
  if (dispatcher_.joinable()) dispatcher_.join();
}

void BotPool::work(Worker& worker) {
  lower_priority();
  for (;;) {
    const std::uint32_t seen = worker.go.seen();
    const int state = worker.state.load(std::memory_order_acquire);
    if (state == Worker::retired) return;
    if (state != Worker::running) {
      worker.go.wait(seen);
      continue;
    }
    const bool over = worker.task->run_slice(worker.slice, worker.load, threads());
    worker.state.store(over ? Worker::over : Worker::paused, std::memory_order_release);
    wake_.notify();
  }
}

void BotPool::dispatch() {
  for (;;) {
    const std::uint32_t seen = wake_.seen();
    {
      std::lock_guard lock(mutex_);
      if (stopping_) break;
    }
    take_incoming();
    const bool collected = collect_slices();
    const bool handed_out = hand_out_slices();
    const bool rescued = rescue_overdue();
    if (collected || handed_out || rescued) continue;
    wake_.wait(seen, due_.empty() ? BotTask::Clock::time_point::max() : due_.begin()->first);
  }
  call_off_everything();
}

void BotPool::take_incoming() {
  std::deque<std::shared_ptr<BotTask>> arrived;
  {
    std::lock_guard lock(mutex_);
    arrived.swap(incoming_);
  }
  for (auto& task : arrived) {
    due_.emplace(task->due(), task);
    lane_of(*task).push_back(std::move(task));
  }
}

bool BotPool::collect_slices() {
  bool collected = false;
  for (auto& worker : workers_) {
    const int state = worker->state.load(std::memory_order_acquire);
    if (state != Worker::paused && state != Worker::over) continue;
    std::shared_ptr<BotTask> task = std::move(worker->task);
    worker->state.store(Worker::idle, std::memory_order_relaxed);
    if (state == Worker::over) {
      task->finish();
      metrics_.queue.fetch_sub(1, std::memory_order_relaxed);
    } else {
      lane_of(*task).push_back(std::move(task));  // round robin: the back of its queue
    }
    collected = true;
  }
  return collected;
}

bool BotPool::hand_out_slices() {
  int running = 0;
  for (const auto& worker : workers_)
    running += worker->state.load(std::memory_order_acquire) == Worker::running ? 1 : 0;
  bool handed_out = false;
  for (auto& worker : workers_) {
    auto& lane = queue_.empty() ? background_ : queue_;
    if (lane.empty()) break;
    if (worker->state.load(std::memory_order_acquire) != Worker::idle) continue;
    const int load = static_cast<int>(queue_.size() + background_.size()) + running;
    worker->task = std::move(lane.front());
    lane.pop_front();
    worker->slice = slice_for(load, threads());
    worker->load = load;
    worker->state.store(Worker::running, std::memory_order_release);
    worker->go.notify();
    ++running;
    handed_out = true;
  }
  return handed_out;
}

bool BotPool::rescue_overdue() {
  const auto now = BotTask::Clock::now();
  bool rescued = false;
  while (!due_.empty() && due_.begin()->first <= now) {
    std::shared_ptr<BotTask> task = due_.begin()->second.lock();
    due_.erase(due_.begin());
    if (!task) continue;
    task->rescue();  // a no-op for a task answered or called off in time
    rescued = true;
  }
  return rescued;
}

void BotPool::call_off_everything() {
  take_incoming();
  due_.clear();
  for (auto& worker : workers_) {
    if (worker->state.load(std::memory_order_acquire) == Worker::running) worker->task->cancel();
  }
  // A called-off slice ends within an iteration, once its thread gets the CPU.
  for (;;) {
    const std::uint32_t seen = wake_.seen();
    collect_slices();
    for (auto* lane : {&queue_, &background_}) {
      for (auto& task : *lane) {
        call_off(*task);
        metrics_.queue.fetch_sub(1, std::memory_order_relaxed);
      }
      lane->clear();
    }
    const bool running = std::any_of(workers_.begin(), workers_.end(), [](const auto& worker) {
      return worker->state.load(std::memory_order_acquire) == Worker::running;
    });
    if (!running) break;
    wake_.wait(seen);
  }
  for (auto& worker : workers_) {
    worker->state.store(Worker::retired, std::memory_order_release);
    worker->go.notify();
    worker->thread.join();
  }
}

}  // namespace rockpool::server
