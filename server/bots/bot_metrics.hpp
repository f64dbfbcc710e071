#pragma once
// The bots' figures at /metrics: the searches waiting or running on the bot pool, how long a bot
// took to answer, how fast it searched, and how many searches were called off or rescued.

#include <array>
#include <atomic>
#include <cstdint>
#include <ostream>

#include "server/metrics_text.hpp"

namespace rockpool::server {

class BotMetrics {
 public:
  std::atomic<std::int64_t> queue{0};  // searches on the pool: waiting for a slice or running
  std::atomic<std::uint64_t> searches_total{0};
  std::atomic<std::uint64_t> cancelled_total{0};
  std::atomic<std::uint64_t> rescued_total{0};  // answered by the rescue thread

  // A search's answer: the time from its request to its answer, and its iterations and the time
  // it spent running.
  void observe_search(double think_seconds, std::int64_t iterations, double run_seconds);
  void render(std::ostream& out) const;

 private:
  SecondsHistogram<12> think_seconds_{
      {0.01, 0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2.25, 3.5}};
  std::atomic<std::uint64_t> iterations_{0};
  std::atomic<std::uint64_t> run_nanos_{0};
};

}  // namespace rockpool::server
