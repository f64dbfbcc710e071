#pragma once
// How much of the suite's seeded random work to do: ROCKPOOL_CONFORMANCE_SHARE, in percent, all
// of it by default. Sanitizer builds run ten times slower, so the safety net
// (deploy/safety-net.sh) asks for a share; its fuzz targets drive the engines too, and the
// Release suite does all of it.

#include <algorithm>
#include <cstdlib>

namespace rockpool::tests {

inline int test_share_percent() {
  const char* share = std::getenv("ROCKPOOL_CONFORMANCE_SHARE");
  const int percent = share ? std::atoi(share) : 100;
  return percent > 0 && percent <= 100 ? percent : 100;
}

// The share of `all` seeded cases, at least one.
inline int share_of(int all) {
  return std::max(1, all * test_share_percent() / 100);
}

}  // namespace rockpool::tests
