#include "server/net/thread_signal.hpp"

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <ctime>

namespace rockpool::server {

namespace {

long futex(std::atomic<std::uint32_t>& word, int op, std::uint32_t value, const timespec* wait) {
  return syscall(SYS_futex, reinterpret_cast<std::uint32_t*>(&word), op, value, wait, nullptr, 0);
}

}  // namespace

void ThreadSignal::notify() {
  count_.fetch_add(1, std::memory_order_release);
  futex(count_, FUTEX_WAKE_PRIVATE, 1, nullptr);
}

void ThreadSignal::wait(std::uint32_t seen, Clock::time_point deadline) {
  if (count_.load(std::memory_order_acquire) != seen) return;
  if (deadline == Clock::time_point::max()) {
    futex(count_, FUTEX_WAIT_PRIVATE, seen, nullptr);
    return;
  }
  const auto left = deadline - Clock::now();
  if (left <= Clock::duration::zero()) return;
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(left);
  const timespec relative{static_cast<time_t>(seconds.count()),
                          static_cast<long>((left - seconds) / std::chrono::nanoseconds(1))};
  futex(count_, FUTEX_WAIT_PRIVATE, seen, &relative);
}

}  // namespace rockpool::server
