#pragma once
// Prometheus' text format, as /metrics writes it: one figure with its help and type, and a
// histogram of durations in seconds whose buckets are fixed when it is declared.

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string_view>

namespace rockpool::server {

// `Value`: a double, or a whole count written exactly however large.
template <typename Value>
void write_metric(std::ostream& out, std::string_view name, std::string_view type,
                  std::string_view help, Value value) {
  out << "# HELP " << name << " " << help << "\n# TYPE " << name << " " << type << "\n"
      << name << " " << value << "\n";
}

// `N` upper bounds in seconds, ascending; observed from any thread.
template <std::size_t N>
class SecondsHistogram {
 public:
  explicit constexpr SecondsHistogram(std::array<double, N> bounds) : bounds_(bounds) {}

  void observe(double seconds) {
    std::size_t bucket = 0;
    while (bucket < N && seconds > bounds_[bucket])
      ++bucket;
    counts_[bucket].fetch_add(1, std::memory_order_relaxed);
    observed_.fetch_add(1, std::memory_order_relaxed);
    nanos_.fetch_add(static_cast<std::uint64_t>(seconds * 1e9), std::memory_order_relaxed);
  }

  void write(std::ostream& out, std::string_view name, std::string_view help) const {
    out << "# HELP " << name << " " << help << "\n# TYPE " << name << " histogram\n";
    std::uint64_t cumulative = 0;
    for (std::size_t i = 0; i < N; ++i) {
      cumulative += counts_[i].load();
      out << name << "_bucket{le=\"" << bounds_[i] << "\"} " << cumulative << "\n";
    }
    cumulative += counts_[N].load();
    out << name << "_bucket{le=\"+Inf\"} " << cumulative << "\n"
        << name << "_sum " << static_cast<double>(nanos_.load()) * 1e-9 << "\n"
        << name << "_count " << observed_.load() << "\n";
  }

 private:
  const std::array<double, N> bounds_;
  std::array<std::atomic<std::uint64_t>, N + 1> counts_{};
  std::atomic<std::uint64_t> observed_{0};
  std::atomic<std::uint64_t> nanos_{0};
};

}  // namespace rockpool::server
