#include "rules/core/position_history.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <iterator>

namespace rockpool::rules {

namespace {

// How many keys a history keeps unsorted before it freezes them with the older ones: a copy
// copies at most these.
constexpr std::size_t kRecentKeys = 32;

// The finaliser of SplitMix64: every input bit reaches every output bit.
std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

bool PositionHistory::stand(std::uint64_t key) {
  std::ptrdiff_t stood = std::count(recent_.begin(), recent_.end(), key);
  if (frozen_) {
    const auto at = std::lower_bound(frozen_->begin(), frozen_->end(), std::pair{key, 0});
    if (at != frozen_->end() && at->first == key) stood += at->second;
  }
  recent_.push_back(key);
  if (recent_.size() >= kRecentKeys) freeze();
  return stood >= 2;
}

void PositionHistory::freeze() {
  std::sort(recent_.begin(), recent_.end());
  Counts added;
  for (std::uint64_t key : recent_) {
    if (!added.empty() && added.back().first == key) {
      ++added.back().second;
    } else {
      added.emplace_back(key, 1);
    }
  }
  auto merged = std::make_shared<Counts>();
  const Counts empty;
  const Counts& old = frozen_ ? *frozen_ : empty;
  merged->reserve(old.size() + added.size());
  auto a = old.cbegin();
  auto b = added.cbegin();
  while (a != old.cend() || b != added.cend()) {
    if (b == added.cend() || (a != old.cend() && a->first < b->first)) {
      merged->push_back(*a++);
    } else if (a == old.cend() || b->first < a->first) {
      merged->push_back(*b++);
    } else {
      merged->emplace_back(a->first, a->second + b->second);
      ++a;
      ++b;
    }
  }
  frozen_ = std::move(merged);
  recent_.clear();
}

std::uint64_t key_of_bytes(const void* bytes, std::size_t size) {
  const auto* data = static_cast<const unsigned char*>(bytes);
  std::uint64_t key = mix(size);
  std::size_t at = 0;
  // One multiply a word, the full mix once at the end: a playout keys every position it reaches.
  for (; at + 8 <= size; at += 8) {
    std::uint64_t word;
    std::memcpy(&word, data + at, 8);
    key = std::rotl(key ^ word, 29) * 0x9e3779b97f4a7c15ULL;
  }
  if (at < size) {
    std::uint64_t word = 0;
    std::memcpy(&word, data + at, size - at);
    key = mix(key ^ word);
  }
  return mix(key);
}

}  // namespace rockpool::rules
