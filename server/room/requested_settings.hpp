#pragma once
// The settings of a room as room.create asked for them (decoded and checked by protocol/).

#include "protocol/request_bodies.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

// The game, its options and its pace. `casual`: a room against a bot, which ends as the rooms the
// product makes do (casual_end_rules.hpp).
RoomSettings pace_settings(const protocol::GameAndPace& pace, bool casual = false);
RoomSettings room_settings(const protocol::RoomCreateFields& fields);

}  // namespace rockpool::server
