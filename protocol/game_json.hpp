#pragma once
// Games and their options at the JSON edge.

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <vector>

#include "rules/core/error.hpp"
#include "rules/core/game.hpp"

namespace rockpool::protocol {

// Reads a JSON object of options into raw options, or says why it cannot.
std::optional<rules::Error> raw_options_from_json(const nlohmann::json& object,
                                                  std::vector<rules::RawOption>& out);

// A game's facts: id, name, seats, options with types, ranges and defaults.
nlohmann::json game_info_json(const rules::GameInfo& info);

// Validated option values as a JSON object.
nlohmann::json option_values_json(const rules::GameInfo& info, const rules::OptionValues& values);

}  // namespace rockpool::protocol
