#include "server/net/connection_limit.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cstdint>
#include <fstream>

#include "server/logging.hpp"

namespace rockpool::server {

namespace {

// The kernel's ceiling for RLIMIT_NOFILE when the hard limit reads "unlimited".
rlim_t kernel_descriptor_ceiling() {
  std::ifstream file("/proc/sys/fs/nr_open");
  unsigned long long ceiling = 0;
  if (file >> ceiling && ceiling > 0) return static_cast<rlim_t>(ceiling);
  return 1024 * 1024;
}

}  // namespace

std::size_t raise_descriptor_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) {
    spdlog::warn("descriptor limit: cannot read it; assuming 1024");
    return 1024;
  }
  const rlim_t target =
      limit.rlim_max == RLIM_INFINITY ? kernel_descriptor_ceiling() : limit.rlim_max;
  const rlim_t before = limit.rlim_cur == RLIM_INFINITY ? target : limit.rlim_cur;
  rlim_t soft = before;
  if (before < target) {
    limit.rlim_cur = target;
    if (setrlimit(RLIMIT_NOFILE, &limit) == 0) {
      soft = target;
      spdlog::info("descriptor limit: raised from {} to {}", before, target);
    } else {
      spdlog::warn("descriptor limit: cannot raise it from {} to {}", before, target);
    }
  } else {
    spdlog::info("descriptor limit: {}, the hard limit already", before);
  }
  return static_cast<std::size_t>(std::min<rlim_t>(soft, SIZE_MAX));
}

std::size_t connection_cap(std::size_t configured, std::size_t descriptor_limit) {
  if (configured > 0) return configured;
  return descriptor_limit > kReservedDescriptors + 1 ? descriptor_limit - kReservedDescriptors : 1;
}

ConnectionLimit::Slot& ConnectionLimit::Slot::operator=(Slot&& other) noexcept {
  if (this != &other) {
    release();
    open_ = std::move(other.open_);
  }
  return *this;
}

ConnectionLimit::Slot::~Slot() {
  release();
}

void ConnectionLimit::Slot::release() {
  if (open_) open_->fetch_sub(1, std::memory_order_relaxed);
  open_.reset();
}

std::optional<ConnectionLimit::Slot> ConnectionLimit::try_acquire() {
  std::size_t open = open_->load(std::memory_order_relaxed);
  do {
    if (open >= cap()) return std::nullopt;
  } while (!open_->compare_exchange_weak(open, open + 1, std::memory_order_relaxed));
  return Slot(open_);
}

}  // namespace rockpool::server
