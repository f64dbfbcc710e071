#include "server/server_clock.hpp"

#include <stdexcept>

namespace rockpool::server {

void ServerClock::allow_moving() {
  may_move_.store(true, std::memory_order_relaxed);
}

void ServerClock::advance(duration by) {
  if (!may_move()) throw std::logic_error("ServerClock::advance before allow_moving");
  offset_.fetch_add(by.count(), std::memory_order_relaxed);
}

}  // namespace rockpool::server
