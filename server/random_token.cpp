#include "server/random_token.hpp"

#include <sys/random.h>

#include <stdexcept>
#include <vector>

namespace rockpool::server {

std::string random_token(std::size_t bytes) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::vector<unsigned char> raw(bytes);
  std::size_t filled = 0;
  while (filled < bytes) {
    const ssize_t got = getrandom(raw.data() + filled, bytes - filled, 0);
    if (got < 0) throw std::runtime_error("getrandom failed");
    filled += static_cast<std::size_t>(got);
  }
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (unsigned char byte : raw) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out.push_back(kAlphabet[(buffer >> bits) & 63]);
    }
  }
  if (bits > 0) out.push_back(kAlphabet[(buffer << (6 - bits)) & 63]);
  return out;
}

}  // namespace rockpool::server
