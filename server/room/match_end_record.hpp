#pragma once
// What the store keeps of a match that ended: its result and every action (listeners add the
// rest: RoomListener::ending).

#include "server/room/match.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

MatchEndRecord end_record(const Match& match);

}  // namespace rockpool::server
