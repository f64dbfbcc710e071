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
  return take_one(address, &Entry::connections, max_connections_);
}

void AddressLimits::disconnected(const std::string& address) {
  give_back(address, &Entry::connections);
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
  return take_one(address, &Entry::rooms, max_rooms_);
}

void AddressLimits::room_closed(const std::string& address) {
  give_back(address, &Entry::rooms);
}

bool AddressLimits::take_one(const std::string& address, int Entry::*count, int cap) {
  if (address.empty()) return true;
  std::lock_guard lock(mutex_);
  int& taken = entry(address).*count;
  if (cap > 0 && taken >= cap) return false;
  ++taken;
  return true;
}

void AddressLimits::give_back(const std::string& address, int Entry::*count) {
  if (address.empty()) return;
  std::lock_guard lock(mutex_);
  if (auto it = entries_.find(address); it != entries_.end() && it->second.*count > 0) {
    --(it->second.*count);
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
