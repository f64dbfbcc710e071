#pragma once
// A tournament's games are rooms of their own: private, the pairing's first player hosting, with
// the tournament's game, options and pace.

#include <optional>

#include "server/room/room.hpp"
#include "server/tournament/tournament.hpp"

namespace rockpool::server {

// The room settings of a tournament's games; nothing if its game or options no longer resolve.
std::optional<RoomSettings> tournament_room_settings(const TournamentSettings& settings);
// Pairs an Arena's free players, then opens the rooms of the games that should be played now
// (with `room_settings`, linked to their tournament and game); returns whether it opened any.
bool open_tournament_games(RoomHost& rooms, Tournament& tournament,
                           const RoomSettings& room_settings);

}  // namespace rockpool::server
