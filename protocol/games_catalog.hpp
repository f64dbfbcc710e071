#pragma once
// GET /api/games (PROTOCOL.md, "Games and their options"): every game with its options, clock and
// correspondence limits, and the bots' levels.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace rockpool::protocol {

// `casual_ply_limit`: the ply limit a casual room of the game takes unless its maker says
// otherwise.
std::string games_catalog_body(
    const std::function<std::int64_t(std::string_view game_id)>& casual_ply_limit);

}  // namespace rockpool::protocol
