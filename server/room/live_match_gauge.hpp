#pragma once
// The live-matches gauge of /metrics: a room's match counts in it from its start (or its room's
// restoration) to its end, or until the room stops here.

#include "server/room/room_listener.hpp"

namespace rockpool::server {

struct ServerContext;
class Room;

class LiveMatchGauge final : public RoomListener {
 public:
  // `room` owns the listener: it outlives it.
  LiveMatchGauge(ServerContext& context, const Room& room);

  void match_showing() override { count(); }
  void room_resumed() override { count(); }
  void room_stopped() override;

 private:
  // Counts the room's match while it is in play.
  void count();

  ServerContext& context_;
  const Room& room_;
  bool counted_ = false;
  bool stopped_ = false;
};

void count_live_matches(ServerContext& context, Room& room);

}  // namespace rockpool::server
