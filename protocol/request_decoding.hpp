#pragma once
// A request's fields, read from its frame into the kind's typed body (request_bodies.hpp).

#include <nlohmann/json.hpp>
#include <optional>

#include "protocol/request.hpp"
#include "rules/core/error.hpp"

namespace rockpool::protocol {

// Fills `out` with the kind's fields, checked in the order PROTOCOL.md gives them, or returns the
// first field's error.
std::optional<rules::Error> decode_body(RequestKind kind, const nlohmann::json& frame,
                                        RequestBody& out);

}  // namespace rockpool::protocol
