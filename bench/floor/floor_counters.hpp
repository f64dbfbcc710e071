#pragma once
// The floor relay's counters, rendered at /metrics under the names the load tool reads from
// Rockpool, so that one tool measures both servers the same way.

#include <cstdint>
#include <string>

namespace rockpool::bench::floor_relay {

struct FloorCounters {
  std::int64_t connections = 0;  // open WebSocket connections
  std::uint64_t connections_total = 0;
  std::uint64_t actions_total = 0;
  std::uint64_t bytes_out_total = 0;  // WebSocket payload bytes queued to clients
  std::uint64_t frames_in_total = 0;

  // The Prometheus text, with the process's CPU seconds and resident memory.
  std::string render() const;
};

}  // namespace rockpool::bench::floor_relay
