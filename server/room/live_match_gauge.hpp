#pragma once
// The live-matches gauge of /metrics: a room's match counts in it from its start (or its room's
// restoration) to its end, or until the room stops here.

#include <atomic>
#include <cstdint>

#include "server/room/room_listener.hpp"

namespace rockpool::server {

class Room;

class LiveMatchGauge final : public RoomListener {
 public:
  // `room` owns the listener and `live_matches` (the gauge) outlives it.
  LiveMatchGauge(std::atomic<std::int64_t>& live_matches, const Room& room);

  void match_showing() override { count(); }
  void room_resumed() override { count(); }
  void room_stopped() override;

 private:
  // Counts the room's match while it is in play.
  void count();

  std::atomic<std::int64_t>& live_matches_;
  const Room& room_;
  bool counted_ = false;
  bool stopped_ = false;
};

void count_live_matches(std::atomic<std::int64_t>& live_matches, Room& room);

}  // namespace rockpool::server
