#pragma once
// A wake-up call from any thread to one waiting thread that takes no lock: a thread starved of
// CPU time at any point of notify() never holds up the waiter (a Linux futex on a counter).
// The waiter reads seen() before it looks for work, and waits only if nothing was notified since.

#include <atomic>
#include <chrono>
#include <cstdint>

namespace rockpool::server {

class ThreadSignal {
 public:
  using Clock = std::chrono::steady_clock;

  std::uint32_t seen() const { return count_.load(std::memory_order_acquire); }
  void notify();
  // Returns once notified since `seen` was read, at `deadline`, or spuriously.
  void wait(std::uint32_t seen, Clock::time_point deadline = Clock::time_point::max());

 private:
  std::atomic<std::uint32_t> count_{0};
  static_assert(sizeof(std::atomic<std::uint32_t>) == sizeof(std::uint32_t));
};

}  // namespace rockpool::server
