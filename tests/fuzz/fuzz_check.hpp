#pragma once
// An invariant of a fuzz target: when it fails, the input is a finding, so the process aborts
// with the reason (libFuzzer then saves the input that caused it).

#include <cstdio>
#include <cstdlib>

namespace rockpool::fuzz {

inline void require(bool holds, const char* what) {
  if (holds) return;
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
  std::abort();
}

}  // namespace rockpool::fuzz
