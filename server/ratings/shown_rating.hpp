#pragma once
// A rating as the protocol shows it: whole points, and a deviation with at most `decimals`
// decimals, the double nearest that decimal (written as such by any shortest-form JSON writer).

#include <cmath>
#include <cstdint>

namespace rockpool::server::ratings {

inline std::int64_t shown_rating(double rating) {
  return std::llround(rating);
}

inline double shown_deviation(double deviation, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return static_cast<double>(std::llround(deviation * scale)) / scale;
}

}  // namespace rockpool::server::ratings
