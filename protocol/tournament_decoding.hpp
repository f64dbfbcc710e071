#pragma once
// The fields of the tournament requests.

#include <nlohmann/json.hpp>
#include <optional>

#include "protocol/request.hpp"
#include "rules/core/error.hpp"

namespace rockpool::protocol {

std::optional<rules::Error> decode_tournament_request(RequestKind kind, const nlohmann::json& frame,
                                                      RequestBody& out);

}  // namespace rockpool::protocol
