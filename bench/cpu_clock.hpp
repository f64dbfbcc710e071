#pragma once
// Wall and CPU time of this process, in seconds: on a shared machine CPU time is the steadier
// measure, and both are reported.

#include <chrono>
#include <ctime>

namespace rockpool::bench {

inline double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

inline double wall_seconds() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double>(clock::now().time_since_epoch()).count();
}

}  // namespace rockpool::bench
