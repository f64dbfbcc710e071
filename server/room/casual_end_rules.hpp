#pragma once
// How the rooms the product makes for casual play end: a game against a bot and a quick match get
// a move limit of their game's (a margin over the longest games bots play; bench/README.md, "Game
// lengths") and the draw by repetition, unless the room's maker set those options.

#include <cstdint>
#include <string_view>
#include <vector>

#include "rules/core/game.hpp"

namespace rockpool::server {

std::int64_t casual_ply_limit(std::string_view game_id);

// Sets `ply_limit` and `repetition` in `options` where `given`, the options as the room's maker
// wrote them, names neither.
void apply_casual_end_rules(const rules::Game& game, const std::vector<rules::RawOption>& given,
                            rules::OptionValues& options);

}  // namespace rockpool::server
