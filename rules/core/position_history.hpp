#pragma once
// The positions a match has stood in, for the draw by repetition: each kept as a 64-bit key of
// its complete state (Engine's key of its position's bytes). Copies (a playout's, a search's) share
// the older keys, frozen and sorted, and copy only the last few: a copy costs a small block, and a
// look-up a binary search and a short scan however long the match has run.

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace rockpool::rules {

class PositionHistory {
 public:
  // Counts `key` as standing now; true once it has stood three times.
  bool stand(std::uint64_t key);
  bool empty() const { return !frozen_ && recent_.empty(); }

 private:
  // Keys with how often each stood, sorted by key; never changed once shared.
  using Counts = std::vector<std::pair<std::uint64_t, int>>;
  void freeze();

  std::shared_ptr<const Counts> frozen_;
  std::vector<std::uint64_t> recent_;  // since the last freeze, in order
};

// A 64-bit key of `size` bytes, read eight at a time: equal bytes, equal keys; different bytes
// share a key with a chance of about 2^-64.
std::uint64_t key_of_bytes(const void* bytes, std::size_t size);

}  // namespace rockpool::rules
