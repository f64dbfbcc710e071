#pragma once
// Wall-clock time for what clients see (timestamps in views and chat).

#include <chrono>
#include <cstdint>

namespace rockpool::server {

inline std::int64_t epoch_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace rockpool::server
