#pragma once
// What the store keeps of a match that ended: its result, every action, and (a rated match) the
// rating update the store applies with it.

#include "server/room/match.hpp"
#include "server/room/room_identity.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

MatchEndRecord end_record(const Match& match, const RoomSettings& settings);

}  // namespace rockpool::server
