#pragma once
// Rooms coming to this node: a new one, its id and, when private, its invite code drawn and the
// room put in the directory; or one read back from the store (at start, or taken over from
// another node). Limits are the caller's to check (a room.create's, a pairing's).

#include <memory>
#include <string>

#include "server/room/room.hpp"

namespace rockpool::server {

// `host_address`: the client address the room counts against (empty: none).
std::shared_ptr<Room> add_room(RoomHost& room_host, RoomSettings settings, const SessionPtr& host,
                               const std::string& host_address);
// A stored room rebuilt with its match, its features attached, in the directory and resumed;
// null when it cannot be (its game or its host's session is gone).
std::shared_ptr<Room> bring_back(RoomHost& room_host, const StoredRoom& stored);

}  // namespace rockpool::server
