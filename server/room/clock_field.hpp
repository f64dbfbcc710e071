#pragma once
// The `clock` field of room.create and seek: {"initial_s": 1-10800, "increment_s": 0-60}, or
// absent or null for no clock.

#include <nlohmann/json.hpp>
#include <optional>

#include "rules/core/error.hpp"
#include "server/room/match_clock.hpp"

namespace rockpool::server {

std::optional<rules::Error> read_clock_field(const nlohmann::json& body,
                                             std::optional<ClockSettings>& clock);

}  // namespace rockpool::server
