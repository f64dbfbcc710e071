#include "protocol/kind_decoders.hpp"

namespace rockpool::protocol {

Decoded decode_listed(std::span<const KindDecoder> table, RequestKind kind,
                      const nlohmann::json& frame, RequestBody& out) {
  for (const KindDecoder& entry : table) {
    if (entry.kind == kind) return entry.decode(frame, out);
  }
  out = NoFields{};
  return std::nullopt;
}

}  // namespace rockpool::protocol
