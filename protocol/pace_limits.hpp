#pragma once
// The paces a room may ask for: a clock's bounds, in seconds, and the days per move of
// correspondence play (the requests are checked against them; /api/games publishes them).

#include <array>
#include <cstdint>

namespace rockpool::protocol {

inline constexpr std::int64_t kClockInitialMinS = 1;
inline constexpr std::int64_t kClockInitialMaxS = 3 * 3600;
inline constexpr std::int64_t kClockInitialDefaultS = 300;
inline constexpr std::int64_t kClockIncrementMaxS = 60;
inline constexpr std::int64_t kClockIncrementDefaultS = 2;

inline constexpr std::array<int, 7> kDaysPerMove = {1, 2, 3, 5, 7, 10, 14};

inline bool valid_days_per_move(std::int64_t days) {
  for (int allowed : kDaysPerMove) {
    if (days == allowed) return true;
  }
  return false;
}

}  // namespace rockpool::protocol
