#pragma once
// A new room: its id and, when private, its invite code drawn, its record written and the room put
// in the directory. Limits are the caller's to check (a room.create's, a pairing's).

#include <memory>
#include <string>

#include "server/room/room.hpp"

namespace rockpool::server {

// `host_address`: the client address the room counts against (empty: none).
std::shared_ptr<Room> add_room(ServerContext& context, RoomSettings settings,
                               const SessionPtr& host, const std::string& host_address);

}  // namespace rockpool::server
