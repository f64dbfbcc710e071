#pragma once
// WebSocket frames as a server writes them on the socket itself (RFC 6455, 5.2): FIN set, never
// masked. For the frames a connection writes once its stream is done (connection_finish.cpp).

#include <cstddef>
#include <cstdint>
#include <string>

#include "server/net/net.hpp"

namespace rockpool::server {

inline constexpr unsigned char kTextOpcode = 0x1;
inline constexpr unsigned char kCloseOpcode = 0x8;

// The header of a frame of `payload_size` bytes: 2, 4 or 10 bytes.
inline std::string frame_header(unsigned char opcode, std::size_t payload_size) {
  std::string header(1, static_cast<char>(0x80 | opcode));
  if (payload_size < 126) {
    header += static_cast<char>(payload_size);
    return header;
  }
  const int length_bytes = payload_size <= 0xFFFF ? 2 : 8;
  header += static_cast<char>(length_bytes == 2 ? 126 : 127);
  for (int shift = (length_bytes - 1) * 8; shift >= 0; shift -= 8)
    header += static_cast<char>((static_cast<std::uint64_t>(payload_size) >> shift) & 0xFF);
  return header;
}

// A close frame with its code and no reason.
inline std::string close_frame(websocket::close_code code) {
  const auto value = static_cast<std::uint16_t>(code);
  std::string frame = frame_header(kCloseOpcode, 2);
  frame += static_cast<char>(value >> 8);
  frame += static_cast<char>(value & 0xFF);
  return frame;
}

}  // namespace rockpool::server
