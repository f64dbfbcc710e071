#include "server/accounts/login_limits.hpp"

#include <algorithm>

namespace rockpool::server::accounts {

namespace {

// Records are forgotten a day after their last failure, checked once this many are kept.
constexpr std::size_t kForgetAbove = 10000;
constexpr auto kRemember = std::chrono::hours(24);

}  // namespace

FailureDelays::FailureDelays(int free_tries, std::chrono::milliseconds first,
                             std::chrono::milliseconds most)
    : free_tries_(free_tries), first_(first), most_(most) {}

std::chrono::milliseconds FailureDelays::wait(const std::string& key) {
  std::lock_guard lock(mutex_);
  auto it = records_.find(key);
  if (it == records_.end()) return std::chrono::milliseconds(0);
  const auto now = ServerClock::now();
  if (it->second.blocked_until <= now) return std::chrono::milliseconds(0);
  return std::chrono::ceil<std::chrono::milliseconds>(it->second.blocked_until - now);
}

void FailureDelays::failed(const std::string& key) {
  std::lock_guard lock(mutex_);
  const auto now = ServerClock::now();
  if (records_.size() > kForgetAbove) forget_old(now);
  Record& record = records_[key];
  record.failures += 1;
  record.last_failure = now;
  const int over = record.failures - free_tries_;
  if (over <= 0) return;
  auto delay = first_;
  for (int i = 1; i < over && delay < most_; ++i)
    delay *= 2;
  record.blocked_until = now + std::min(delay, most_);
}

void FailureDelays::succeeded(const std::string& key) {
  std::lock_guard lock(mutex_);
  records_.erase(key);
}

void FailureDelays::forget_old(ServerClock::time_point now) {
  for (auto it = records_.begin(); it != records_.end();) {
    if (now - it->second.last_failure > kRemember) {
      it = records_.erase(it);
    } else {
      ++it;
    }
  }
}

bool SignupLimit::try_take(const std::string& address) {
  if (per_hour_ <= 0) return true;
  std::lock_guard lock(mutex_);
  const auto now = ServerClock::now();
  if (windows_.size() > kForgetAbove) {
    std::erase_if(windows_, [&](const auto& entry) {
      return now - entry.second.start > std::chrono::hours(1);
    });
  }
  Window& window = windows_[address];
  if (window.used == 0 || now - window.start >= std::chrono::hours(1)) {
    window.start = now;
    window.used = 0;
  }
  if (window.used >= per_hour_) return false;
  ++window.used;
  return true;
}

}  // namespace rockpool::server::accounts
