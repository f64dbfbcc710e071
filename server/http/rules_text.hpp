#pragma once
// Every game's complete rules (rules/<game>/RULES.md) as built into the binary, for the How to play
// page: the text the page shows is the repository's, so the two cannot drift.

#include <optional>
#include <string_view>

namespace rockpool::server {

// The Markdown text of a game's RULES.md, or nothing for an unknown game.
std::optional<std::string_view> rules_text(std::string_view game);

}  // namespace rockpool::server
