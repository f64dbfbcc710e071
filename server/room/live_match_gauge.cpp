#include "server/room/live_match_gauge.hpp"

#include "server/context.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

LiveMatchGauge::LiveMatchGauge(ServerContext& context, const Room& room)
    : context_(context), room_(room) {}

void LiveMatchGauge::count() {
  const Match* match = room_.match();
  const bool live = !stopped_ && match && !match->over();
  if (live == counted_) return;
  counted_ = live;
  if (live) {
    context_.metrics.live_matches.fetch_add(1, std::memory_order_relaxed);
  } else {
    context_.metrics.live_matches.fetch_sub(1, std::memory_order_relaxed);
  }
}

void LiveMatchGauge::room_stopped() {
  stopped_ = true;
  count();
}

void count_live_matches(ServerContext& context, Room& room) {
  room.listen(std::make_shared<LiveMatchGauge>(context, room));
}

}  // namespace rockpool::server
