#pragma once
// What room.create and tournament.create read: the game, its options and the pace (a clock, or
// days per move by correspondence), and a room's other settings, each refused with the
// protocol's error.

#include <nlohmann/json.hpp>
#include <optional>

#include "rules/core/error.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

// Fills settings.game, .options, .clock and .days_per_move from the request's body, and
// settings.first when the options name it. `casual`: a room against a bot, which ends as the
// rooms the product makes do (casual_end_rules.hpp).
std::optional<rules::Error> read_game_and_pace(const nlohmann::json& body, RoomSettings& settings,
                                               bool casual = false);
// Everything room.create reads: the game and its pace, `opponent` and `bot_level`, `public`,
// `first` and `rated`.
std::optional<rules::Error> read_room_settings(const nlohmann::json& body, RoomSettings& settings);

}  // namespace rockpool::server
