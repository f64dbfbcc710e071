#pragma once
// A family of requests as a table: each kind with fields of its own and the decoder that reads
// them from the frame into its typed body.

#include <nlohmann/json.hpp>
#include <span>

#include "protocol/json_fields.hpp"
#include "protocol/request.hpp"

namespace rockpool::protocol {

struct KindDecoder {
  RequestKind kind;
  Decoded (*decode)(const nlohmann::json& frame, RequestBody& out);
};

// Decodes the frame with the kind's decoder in `table`; a kind it does not list has no fields.
Decoded decode_listed(std::span<const KindDecoder> table, RequestKind kind,
                      const nlohmann::json& frame, RequestBody& out);

}  // namespace rockpool::protocol
