#pragma once
// What a room uses of the node that hosts it, given to each room as it is made: where its work
// runs, the store its writes go to, the sessions its players come back with, the directory and
// the counts it is in, its timings, and the features that listen to every room. One for the node,
// made once the store is open; it outlives every room.

#include <atomic>
#include <functional>

#include "server/accounts/session.hpp"
#include "server/metrics.hpp"
#include "server/net/address_limits.hpp"
#include "server/net/executors.hpp"
#include "server/room/first_decisions.hpp"
#include "server/room/room_directory.hpp"
#include "server/room/room_presence.hpp"
#include "server/store/store.hpp"

namespace rockpool::server {

class Room;

struct RoomHost {
  Executors& executors;
  Store& store;
  Metrics& metrics;
  SessionRegistry& sessions;
  RoomDirectory& rooms;
  AddressLimits& addresses;
  std::atomic<int>& public_rooms;  // the node's open public rooms, against its limit
  RoomPresence::Delays presence;
  FirstDecisionLimits first_decisions;
  // The features that follow every room (a bot's seat, the lobby's listing, the turn lines...):
  // attached to each room made or read back, before it opens or resumes.
  std::function<void(Room&)> attach_features;
};

}  // namespace rockpool::server
