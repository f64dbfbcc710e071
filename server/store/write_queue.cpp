#include "server/store/write_queue.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <vector>

#include "server/store/stop_worker.hpp"

namespace rockpool::server {

WriteQueue::WriteQueue(Steps steps, std::chrono::microseconds gather)
    : steps_(std::move(steps)), gather_(gather) {
  thread_ = std::thread([this] { run(); });
}

WriteQueue::~WriteQueue() {
  stop_worker(mutex_, stopping_, changed_, thread_);
}

void WriteQueue::write(StoreWrite record, std::function<void()> done) {
  bool wake = false;
  {
    std::lock_guard lock(mutex_);
    if (queue_.empty()) first_queued_at_ = std::chrono::steady_clock::now();
    queue_.push_back({std::move(record), std::move(done)});
    wake = waiting_;  // while it commits, the writer takes this with the next batch
  }
  if (wake) changed_.notify_all();
}

void WriteQueue::write(std::vector<StoreWrite> records, std::function<void()> done) {
  if (records.empty()) throw std::invalid_argument("WriteQueue: no writes to queue together");
  bool wake = false;
  {
    std::lock_guard lock(mutex_);
    if (queue_.empty()) first_queued_at_ = std::chrono::steady_clock::now();
    const std::size_t last = records.size() - 1;
    for (std::size_t i = 0; i < last; ++i)
      queue_.push_back({std::move(records[i]), {}});
    queue_.push_back({std::move(records[last]), std::move(done)});
    wake = waiting_;
  }
  if (wake) changed_.notify_all();
}

void WriteQueue::flush() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return queue_.empty() && !writing_; });
}

void WriteQueue::commit(Batch& batch) {
  for (int attempt = 0;; ++attempt) {
    try {
      steps_.commit(batch);
      return;
    } catch (const std::exception& error) {
      try {
        steps_.roll_back();
      } catch (const std::exception&) {
      }
      spdlog::error("store: commit failed (attempt {}): {}", attempt + 1, error.what());
      std::this_thread::sleep_for(
          std::chrono::milliseconds(std::min(1000, 50 << std::min(attempt, 4))));
    }
  }
}

void WriteQueue::run() {
  Batch batch;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      writing_ = false;
      changed_.notify_all();  // for flush()
      waiting_ = true;
      changed_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      waiting_ = false;
      if (queue_.empty() && stopping_) return;
      // A lone write (light load) is committed at once. Writes queued meanwhile do not wake
      // the writer: it sleeps to the end of the gathering.
      if (gather_.count() > 0 && last_commit_transactions_ > 1 && !stopping_) {
        changed_.wait_until(lock, first_queued_at_ + gather_, [&] { return stopping_; });
      }
      batch.swap(queue_);
      writing_ = true;
    }
    commit(batch);
    if (steps_.after_commit) steps_.after_commit();
    std::vector<std::function<void()>> callbacks;
    for (auto& queued : batch) {
      if (queued.done) callbacks.push_back(std::move(queued.done));
    }
    last_commit_transactions_ = callbacks.size();
    batch.clear();
    if (callbacks.empty()) continue;
    auto run_all = [callbacks = std::move(callbacks)] {
      for (const auto& callback : callbacks)
        callback();
    };
    if (steps_.deliver) {
      steps_.deliver(std::move(run_all));
    } else {
      run_all();
    }
  }
}

}  // namespace rockpool::server
