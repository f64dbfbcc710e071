#pragma once
// Games and their options at the JSON edge.

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/room_facts.hpp"
#include "rules/core/error.hpp"
#include "rules/core/game.hpp"

namespace rockpool::protocol {

// Reads a JSON object of options into raw options, or says why it cannot.
std::optional<rules::Error> raw_options_from_json(const nlohmann::json& object,
                                                  std::vector<rules::RawOption>& out);
// The same from JSON text (options as stored).
std::optional<rules::Error> raw_options_from_text(std::string_view text,
                                                  std::vector<rules::RawOption>& out);

// GET /api/games lists who takes seat 0 among a game's options, as `first`, so that a form built
// from the list sends it with the others; the rules know no such option. Takes it out of `raw`
// into `first` (left as it is when absent), or says why its value is refused.
std::optional<rules::Error> take_first_option(std::vector<rules::RawOption>& raw, FirstSeat& first);

// A game's facts: id, name, seats, options with types, ranges and defaults.
nlohmann::json game_info_json(const rules::GameInfo& info);

// Validated option values as a JSON object.
nlohmann::json option_values_json(const rules::GameInfo& info, const rules::OptionValues& values);
// The same, as JSON text.
std::string option_values_text(const rules::GameInfo& info, const rules::OptionValues& values);

}  // namespace rockpool::protocol
