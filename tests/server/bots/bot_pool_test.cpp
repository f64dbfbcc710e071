// The bots' pool runs its work on threads of the lowest OS priority, never on the caller's, and
// rescues at normal priority a search those threads have no time for.

#include "server/bots/bot_pool.hpp"

#include <doctest/doctest.h>
#include <sched.h>

#include <chrono>
#include <future>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace rockpool::server {
namespace {

// Records, from inside its one slice, the scheduling policy and the thread it ran on, and the
// policy its answer was handed over under.
class PolicyProbe final : public BotTask {
 public:
  bool run_slice(std::chrono::nanoseconds, int, int) override {
    seen_.set_value({sched_getscheduler(0), std::this_thread::get_id()});
    return true;
  }
  void finish() override { finished_.set_value(sched_getscheduler(0)); }
  void cancel() override {}
  Clock::time_point due() const override { return Clock::time_point::max(); }
  void rescue() override {}

  std::future<std::pair<int, std::thread::id>> seen() { return seen_.get_future(); }
  std::future<int> finished() { return finished_.get_future(); }

 private:
  std::promise<std::pair<int, std::thread::id>> seen_;
  std::promise<int> finished_;
};

TEST_CASE(
    "bot pool: searches run under SCHED_IDLE, off the thread that submitted them, and their "
    "answers are handed over at normal priority") {
  BotMetrics metrics;
  BotPool pool(1, metrics);
  auto probe = std::make_shared<PolicyProbe>();
  auto seen = probe->seen();
  auto finished = probe->finished();
  pool.submit(probe);
  REQUIRE(seen.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const std::pair<int, std::thread::id> ran = seen.get();
  // Any waking network thread preempts it at once (bench/README.md, "Bots beside the players").
  CHECK(ran.first == SCHED_IDLE);
  CHECK(ran.second != std::this_thread::get_id());
  CHECK(sched_getscheduler(0) == SCHED_OTHER);  // the caller keeps its own policy
  // A bot thread starved of CPU time between its answer and the hand-over would hold it up.
  REQUIRE(finished.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  CHECK(finished.get() == SCHED_OTHER);
  pool.stop();
}

// A search that holds its bot thread until released, as a slice starved by ordinary work would,
// and records the scheduling policy its rescue ran under.
class HeldSearch final : public BotTask {
 public:
  explicit HeldSearch(Clock::time_point due) : due_(due), release_(released_.get_future()) {}
  bool run_slice(std::chrono::nanoseconds, int, int) override {
    started_.set_value();
    release_.wait_for(std::chrono::seconds(20));
    return true;
  }
  void finish() override {}
  void cancel() override {}
  Clock::time_point due() const override { return due_; }
  void rescue() override { rescued_.set_value(sched_getscheduler(0)); }

  std::future<void> started() { return started_.get_future(); }
  std::future<int> rescued() { return rescued_.get_future(); }
  void release() { released_.set_value(); }

 private:
  Clock::time_point due_;
  std::promise<void> started_;
  std::promise<void> released_;
  std::shared_future<void> release_;
  std::promise<int> rescued_;
};

// Keeps a one-thread pool's thread busy until the returned search is released.
std::shared_ptr<HeldSearch> hold_the_thread(BotPool& pool) {
  auto holder = std::make_shared<HeldSearch>(BotTask::Clock::time_point::max());
  auto holding = holder->started();
  pool.submit(holder);
  REQUIRE(holding.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  return holder;
}

TEST_CASE("bot pool: a search past its due time that no bot thread runs is rescued") {
  BotMetrics metrics;
  BotPool pool(1, metrics);
  // The pool's one bot thread is held, as SCHED_IDLE threads are where ordinary work keeps every
  // core busy.
  auto holder = hold_the_thread(pool);

  auto waiting = std::make_shared<HeldSearch>(BotTask::Clock::now());
  auto rescued = waiting->rescued();
  pool.submit(waiting);
  REQUIRE(rescued.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  CHECK(rescued.get() == SCHED_OTHER);  // it competes with ordinary work, and gets its share
  holder->release();
  waiting->release();
  pool.stop();
}

// Writes its name into a shared log when it runs its one slice; a background one or not.
class NamedTask final : public BotTask {
 public:
  NamedTask(std::string name, bool background, std::mutex& mutex, std::vector<std::string>& log,
            std::promise<void>* done = nullptr)
      : name_(std::move(name)), background_(background), mutex_(mutex), log_(log), done_(done) {}
  bool run_slice(std::chrono::nanoseconds, int, int) override {
    std::lock_guard lock(mutex_);
    log_.push_back(name_);
    return true;
  }
  void finish() override {
    if (done_) done_->set_value();
  }
  void cancel() override {}
  Clock::time_point due() const override { return Clock::time_point::max(); }
  void rescue() override {}
  bool background() const override { return background_; }

 private:
  std::string name_;
  bool background_;
  std::mutex& mutex_;
  std::vector<std::string>& log_;
  std::promise<void>* done_;
};

TEST_CASE("bot pool: background work gets a slice only once no other task waits") {
  BotMetrics metrics;
  BotPool pool(1, metrics);
  auto holder = hold_the_thread(pool);
  // Submitted first, while the one thread is busy: it still waits for the live ones.
  std::mutex mutex;
  std::vector<std::string> log;
  std::promise<void> done;
  auto finished = done.get_future();
  pool.submit(std::make_shared<NamedTask>("background", true, mutex, log, &done));
  pool.submit(std::make_shared<NamedTask>("live 1", false, mutex, log));
  pool.submit(std::make_shared<NamedTask>("live 2", false, mutex, log));
  holder->release();
  REQUIRE(finished.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  std::lock_guard lock(mutex);
  CHECK(log == std::vector<std::string>{"live 1", "live 2", "background"});
  pool.stop();
}

}  // namespace
}  // namespace rockpool::server
