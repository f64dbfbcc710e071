#include "server/room/live_match_gauge.hpp"

#include "server/room/room.hpp"

namespace rockpool::server {

LiveMatchGauge::LiveMatchGauge(std::atomic<std::int64_t>& live_matches, const Room& room)
    : live_matches_(live_matches), room_(room) {}

void LiveMatchGauge::count() {
  const Match* match = room_.match();
  const bool live = !stopped_ && match && !match->over();
  if (live == counted_) return;
  counted_ = live;
  if (live) {
    live_matches_.fetch_add(1, std::memory_order_relaxed);
  } else {
    live_matches_.fetch_sub(1, std::memory_order_relaxed);
  }
}

void LiveMatchGauge::room_stopped() {
  stopped_ = true;
  count();
}

void count_live_matches(std::atomic<std::int64_t>& live_matches, Room& room) {
  room.listen(std::make_shared<LiveMatchGauge>(live_matches, room));
}

}  // namespace rockpool::server
