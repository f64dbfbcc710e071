#include "server/net/address_limits.hpp"

namespace rockpool::server {

AddressLimits::AddressLimits(const ServerConfig& config)
    : max_connections_(config.max_connections_per_address),
      sessions_per_minute_(config.new_sessions_per_minute),
      max_rooms_(config.max_rooms_per_address) {}

AddressLimits::Entry& AddressLimits::entry(const std::string& address) {
  auto it = entries_.find(address);
  if (it == entries_.end()) {
    const double burst = sessions_per_minute_ > 0 ? sessions_per_minute_ : 1;
    it = entries_.emplace(address, Entry{0, 0, TokenBucket(burst / 60.0, burst)}).first;
  }
  return it->second;
}

bool AddressLimits::try_connect(const std::string& address) {
  if (address.empty()) return true;
  std::lock_guard lock(mutex_);
  Entry& e = entry(address);
  if (max_connections_ > 0 && e.connections >= max_connections_) return false;
  ++e.connections;
  return true;
}

void AddressLimits::disconnected(const std::string& address) {
  if (address.empty()) return;
  std::lock_guard lock(mutex_);
  if (auto it = entries_.find(address); it != entries_.end() && it->second.connections > 0) {
    --it->second.connections;
  }
}

bool AddressLimits::try_new_session(const std::string& address) {
  if (address.empty() || sessions_per_minute_ == 0) return true;
  std::lock_guard lock(mutex_);
  Entry& e = entry(address);
  if (!e.sessions.take()) return false;
  e.last_session = std::chrono::steady_clock::now();
  return true;
}

bool AddressLimits::try_open_room(const std::string& address) {
  if (address.empty()) return true;
  std::lock_guard lock(mutex_);
  Entry& e = entry(address);
  if (max_rooms_ > 0 && e.rooms >= max_rooms_) return false;
  ++e.rooms;
  return true;
}

void AddressLimits::room_closed(const std::string& address) {
  if (address.empty()) return;
  std::lock_guard lock(mutex_);
  if (auto it = entries_.find(address); it != entries_.end() && it->second.rooms > 0) {
    --it->second.rooms;
  }
}

void AddressLimits::sweep() {
  // A minute after its last new session the address's budget is whole again.
  const auto refilled = std::chrono::steady_clock::now() - std::chrono::minutes(1);
  std::lock_guard lock(mutex_);
  std::erase_if(entries_, [&](const auto& item) {
    const Entry& e = item.second;
    return e.connections == 0 && e.rooms == 0 && e.last_session < refilled;
  });
}

}  // namespace rockpool::server
