#pragma once
// The fields room.create, seek and tournament.create share: the game and its options, who moves
// first, and the pace (a clock, or days per move by correspondence).

#include <nlohmann/json.hpp>
#include <optional>

#include "protocol/request_bodies.hpp"
#include "rules/core/error.hpp"

namespace rockpool::protocol {

// `clock`: {"initial_s": 1-10800, "increment_s": 0-60}, or absent or null for no clock.
std::optional<rules::Error> read_clock_field(const nlohmann::json& body,
                                             std::optional<ClockSettings>& clock);

// `game`, `options` (with `first` among them, as GET /api/games lists it), `clock` and
// `days_per_move`.
std::optional<rules::Error> read_game_and_pace(const nlohmann::json& body, GameAndPace& out);

// The field `first`, absent or null: the options' `first`, or a coin flip. When the options name
// it too, both must agree.
std::optional<rules::Error> read_first_field(const nlohmann::json& body, FirstSeat& first);

}  // namespace rockpool::protocol
