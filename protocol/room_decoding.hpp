#pragma once
// The fields of the requests a room answers: the room they are for, and each kind's own.

#include <nlohmann/json.hpp>
#include <optional>

#include "protocol/request.hpp"
#include "rules/core/error.hpp"

namespace rockpool::protocol {

std::optional<rules::Error> decode_room_request(RequestKind kind, const nlohmann::json& frame,
                                                RequestBody& out);

}  // namespace rockpool::protocol
