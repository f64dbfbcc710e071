#pragma once
// A token bucket: `rate` tokens a second up to `burst`; each message takes one.

#include <algorithm>
#include <chrono>

namespace rockpool::server {

class TokenBucket {
 public:
  using Clock = std::chrono::steady_clock;

  TokenBucket(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}

  bool take(Clock::time_point now = Clock::now()) {
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    tokens_ = std::min(burst_, tokens_ + elapsed * rate_);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_;
  double burst_;
  double tokens_;
  Clock::time_point last_ = Clock::now();
};

}  // namespace rockpool::server
