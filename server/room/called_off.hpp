#pragma once
// The end of a match called off because `at_fault` did not play or come: no result, except in a
// tournament's game, which is lost by the seat at fault (drawn when both are).

#include <string>

#include "rules/core/action.hpp"
#include "server/room/match.hpp"
#include "server/room/room_identity.hpp"
#include "server/room/room_members.hpp"

namespace rockpool::server {

MatchResult called_off(const RoomMembers& members, const RoomSettings& settings,
                       rules::SeatSet at_fault, std::string reason);

}  // namespace rockpool::server
