#pragma once
// The server's counters, gauges and histogram, rendered in Prometheus text format at /metrics,
// with the standard process metrics (CPU seconds, resident memory, open descriptors).

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

#include "server/bots/bot_metrics.hpp"
#include "server/metrics_text.hpp"

namespace rockpool::server {

class Metrics {
 public:
  std::atomic<std::int64_t> connections{0};  // open WebSocket connections
  std::atomic<std::uint64_t> connections_total{0};
  std::atomic<std::int64_t> rooms{0};
  std::atomic<std::int64_t> live_matches{0};
  std::atomic<std::uint64_t> actions_total{0};
  std::atomic<std::uint64_t> frames_in_total{0};
  std::atomic<std::uint64_t> frames_out_total{0};
  std::atomic<std::uint64_t> bytes_out_total{0};
  std::atomic<std::uint64_t> http_requests_total{0};
  std::atomic<std::uint64_t> connections_refused_total{0};  // answered 503 at the cap
  std::atomic<int> store_reads_waiting{0};  // history requests waiting for the store readers
  // Web Push: requests the push services accepted, that failed (no answer, or an error), notices
  // dropped because too many waited, and subscriptions forgotten because their service said gone.
  std::atomic<std::uint64_t> push_sent_total{0};
  std::atomic<std::uint64_t> push_failed_total{0};
  std::atomic<std::uint64_t> push_dropped_total{0};
  std::atomic<std::uint64_t> push_gone_total{0};
  BotMetrics bots;

  void count_error(const std::string& code);
  // How long an action took from its frame being read to its updates being queued.
  void observe_action_seconds(double seconds);

  std::string render() const;

 private:
  // Fine between 1 and 5 ms, where the store's commit puts the tail of an action's time.
  SecondsHistogram<16> action_seconds_{{0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0015, 0.002,
                                        0.0025, 0.003, 0.004, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5}};
  mutable std::mutex errors_mutex_;
  std::map<std::string, std::uint64_t> errors_;
};

}  // namespace rockpool::server
