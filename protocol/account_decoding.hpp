#pragma once
// The fields of the account requests.

#include <nlohmann/json.hpp>
#include <optional>

#include "protocol/request.hpp"
#include "rules/core/error.hpp"

namespace rockpool::protocol {

std::optional<rules::Error> decode_account_request(RequestKind kind, const nlohmann::json& frame,
                                                   RequestBody& out);

}  // namespace rockpool::protocol
