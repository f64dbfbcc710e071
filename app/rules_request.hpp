#pragma once
// One request line of `rockpool rules` and its answer line.

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

#include "rules/core/game.hpp"

namespace rockpool::app {

// Answers one JSON request: the moves played from the initial position under the given options
// (a request's own "options" replace them). The answer is one JSON object, never an exception.
nlohmann::json answer_rules_request(const rules::Game& game, const nlohmann::json& default_options,
                                    std::string_view line);

}  // namespace rockpool::app
