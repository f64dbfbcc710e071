#pragma once
// Coalesces a burst of signals into few runs of one action: the action runs at once if it has
// not run within the last period, else once when the period ends, however many signals came in
// between. Runs on its owner's strand; the timer follows the server's clock.

#include <chrono>
#include <functional>
#include <memory>

#include "server/net/net.hpp"

namespace rockpool::server {

class BatchedSignal {
 public:
  BatchedSignal(const net::any_io_executor& strand, ServerClock::duration period,
                std::function<void()> action)
      : timer_(strand), period_(period), action_(std::move(action)) {}

  // `owner` is kept alive until a deferred run.
  void signal(std::shared_ptr<void> owner) {
    pending_ = true;
    if (armed_ || stopped_) return;
    if (ServerClock::now() - last_run_ >= period_) return run();
    armed_ = true;
    timer_.expires_at(last_run_ + period_);
    timer_.async_wait([this, owner = std::move(owner)](beast::error_code error) {
      armed_ = false;
      if (!error && !stopped_ && pending_) run();
    });
  }
  // No run after this one.
  void stop() {
    stopped_ = true;
    timer_.cancel();
  }

 private:
  void run() {
    pending_ = false;
    last_run_ = ServerClock::now();
    action_();
  }

  ServerTimer timer_;
  ServerClock::duration period_;
  std::function<void()> action_;
  ServerClock::time_point last_run_{};
  bool pending_ = false;
  bool armed_ = false;
  bool stopped_ = false;
};

}  // namespace rockpool::server
