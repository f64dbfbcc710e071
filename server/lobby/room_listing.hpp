#pragma once
// A public room's entry in this node's lobby. It listens to its room: each change of what the room
// shows of itself is listed. In a cluster, nodes::SharedRoom writes the entry for every node.

#include <optional>
#include <string>

#include "protocol/room_facts.hpp"
#include "server/room/room_listener.hpp"

namespace rockpool::server {

class Lobby;
class Room;

class RoomListing final : public RoomListener {
 public:
  // `room` owns the listing and `lobby` outlives it.
  RoomListing(Lobby& lobby, const Room& room);

  void match_shown() override { room_changed(); }
  void room_changed() override;
  void room_resumed() override { room_changed(); }
  void room_stopped() override;

 private:
  Lobby& lobby_;
  const Room& room_;
  bool stopped_ = false;
  std::string listed_;  // the entry last listed on this node
};

// Lists `room` in the lobby when it is public.
void list_in_lobby(Lobby& lobby, Room& room);

}  // namespace rockpool::server
