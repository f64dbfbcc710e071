#pragma once
// What one client address may hold at once: WebSocket connections, new sessions a minute and open
// rooms. Sessions and connections cost the server little each but nothing to make, so without a
// bound per address one client can fill the lobby or the memory. Thread-safe.

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

#include "server/config.hpp"
#include "server/net/token_bucket.hpp"

namespace rockpool::server {

class AddressLimits {
 public:
  explicit AddressLimits(const ServerConfig& config);

  // Each `try_` counts on success; an empty address (a room restored at start) is never limited.
  bool try_connect(const std::string& address);
  void disconnected(const std::string& address);
  bool try_new_session(const std::string& address);
  bool try_open_room(const std::string& address);
  void room_closed(const std::string& address);
  // Forgets the addresses that hold nothing and whose session budget is full again.
  void sweep();

 private:
  struct Entry {
    int connections = 0;
    int rooms = 0;
    TokenBucket sessions;
    std::chrono::steady_clock::time_point last_session{};
  };
  Entry& entry(const std::string& address);
  // One more of `address`'s connections or rooms, unless `cap` (when above 0) are taken already.
  bool take_one(const std::string& address, int Entry::*count, int cap);
  void give_back(const std::string& address, int Entry::*count);

  const int max_connections_;
  const int sessions_per_minute_;
  const int max_rooms_;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

// A connection's place in its address's count, given back when the connection ends.
class AddressSlot {
 public:
  AddressSlot() = default;
  AddressSlot(AddressLimits& limits, std::string address)
      : limits_(&limits), address_(std::move(address)) {}
  AddressSlot(AddressSlot&& other) noexcept
      : limits_(std::exchange(other.limits_, nullptr)), address_(std::move(other.address_)) {}
  AddressSlot& operator=(AddressSlot&& other) noexcept {
    std::swap(limits_, other.limits_);
    std::swap(address_, other.address_);
    return *this;
  }
  ~AddressSlot() {
    if (limits_) limits_->disconnected(address_);
  }
  const std::string& address() const { return address_; }

 private:
  AddressLimits* limits_ = nullptr;
  std::string address_;
};

}  // namespace rockpool::server
