// The bots' pool runs its work on threads of the lowest OS priority, never on the caller's.

#include "server/bot_pool.hpp"

#include <doctest/doctest.h>
#include <sched.h>

#include <chrono>
#include <future>
#include <thread>

namespace rockpool::server {
namespace {

// Records, from inside its one slice, the scheduling policy and the thread it ran on.
class PolicyProbe final : public BotTask {
 public:
  bool run_slice(std::chrono::nanoseconds, int, int) override {
    seen_.set_value({sched_getscheduler(0), std::this_thread::get_id()});
    return true;
  }
  void cancel() override {}

  std::future<std::pair<int, std::thread::id>> seen() { return seen_.get_future(); }

 private:
  std::promise<std::pair<int, std::thread::id>> seen_;
};

TEST_CASE("bot pool: searches run under SCHED_IDLE, off the thread that submitted them") {
  BotMetrics metrics;
  BotPool pool(1, metrics);
  auto probe = std::make_shared<PolicyProbe>();
  auto seen = probe->seen();
  pool.submit(probe);
  REQUIRE(seen.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const std::pair<int, std::thread::id> ran = seen.get();
  // Any waking network thread preempts it at once (bench/README.md, "Bots beside the players").
  CHECK(ran.first == SCHED_IDLE);
  CHECK(ran.second != std::this_thread::get_id());
  CHECK(sched_getscheduler(0) == SCHED_OTHER);  // the caller keeps its own policy
  pool.stop();
}

}  // namespace
}  // namespace rockpool::server
