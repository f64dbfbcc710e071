#pragma once
// The cap on open client sockets. Every accepted socket (an HTTP session, then its WebSocket
// connection) holds a slot until it is destroyed; past the cap the listener refuses new
// connections with a 503 instead of letting them hang in the backlog once descriptors run out.

#include <atomic>
#include <cstddef>
#include <memory>
#include <optional>

namespace rockpool::server {

// Descriptors kept back from client sockets for the store, the logs and static files.
inline constexpr std::size_t kReservedDescriptors = 64;

// Raises the soft RLIMIT_NOFILE to the hard limit where the system allows it and logs the
// outcome; returns the soft limit in force afterwards.
std::size_t raise_descriptor_limit();

// The cap for a configured value: the value itself, or for 0 the soft descriptor limit less the
// reserve (at least 1).
std::size_t connection_cap(std::size_t configured, std::size_t descriptor_limit);

class ConnectionLimit {
 public:
  // One open socket's share of the cap, given back on destruction (move-only). It shares the
  // count, so a slot destroyed after the server's context (with the io_context's last handlers)
  // is still safe.
  class Slot {
   public:
    Slot() = default;
    Slot(Slot&& other) noexcept = default;
    Slot& operator=(Slot&& other) noexcept;
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    ~Slot();

   private:
    friend class ConnectionLimit;
    explicit Slot(std::shared_ptr<std::atomic<std::size_t>> open) : open_(std::move(open)) {}
    void release();

    std::shared_ptr<std::atomic<std::size_t>> open_;
  };

  void set_cap(std::size_t cap) { cap_.store(cap, std::memory_order_relaxed); }
  std::size_t cap() const { return cap_.load(std::memory_order_relaxed); }
  std::size_t open() const { return open_->load(std::memory_order_relaxed); }

  // A slot, or nothing when the cap is reached.
  std::optional<Slot> try_acquire();

 private:
  std::shared_ptr<std::atomic<std::size_t>> open_ = std::make_shared<std::atomic<std::size_t>>(0);
  std::atomic<std::size_t> cap_{SIZE_MAX};
};

using ConnectionSlot = ConnectionLimit::Slot;

}  // namespace rockpool::server
