#pragma once
// What a room tells the features that listen to it (registered as the room opens), on the room's
// strand: a listener reacts to the match as everyone sees it, and stops when the room does.

namespace rockpool::server {

class RoomListener {
 public:
  virtual ~RoomListener() = default;
  // The match started, or what it shows changed (a committed action, an offer, its end): called
  // once the frames that show it went out.
  virtual void match_shown() = 0;
  // The room stops taking requests here (closing, given away or handing over): nothing asked
  // before may act now. Called again as it leaves the node.
  virtual void room_stopped() = 0;
};

}  // namespace rockpool::server
