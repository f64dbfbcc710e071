#pragma once
// What room.create and tournament.create read alike: the game, its options and the pace (a clock,
// or days per move by correspondence), each refused with the protocol's error.

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

}  // namespace rockpool::server
