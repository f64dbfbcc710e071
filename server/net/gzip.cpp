#include "server/net/gzip.hpp"

#include <zlib.h>

#include <cctype>
#include <stdexcept>

namespace rockpool::server {

std::string gzip_compress(std::string_view data) {
  z_stream stream{};
  // 15 window bits, plus 16: a gzip header and trailer rather than zlib's.
  if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) !=
      Z_OK) {
    throw std::runtime_error("zlib: deflateInit2 failed");
  }
  std::string out(deflateBound(&stream, static_cast<uLong>(data.size())), '\0');
  // zlib's interface predates const: it only reads next_in.
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  stream.avail_in = static_cast<uInt>(data.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  const int result = deflate(&stream, Z_FINISH);
  out.resize(stream.total_out);
  deflateEnd(&stream);
  if (result != Z_STREAM_END) throw std::runtime_error("zlib: deflate did not finish");
  return out;
}

bool accepts_gzip(std::string_view field) {
  std::size_t start = 0;
  while (start < field.size()) {
    const auto end = std::min(field.find(',', start), field.size());
    std::string_view item = field.substr(start, end - start);
    start = end + 1;
    const auto semicolon = item.find(';');
    std::string_view coding = item.substr(0, semicolon);
    while (!coding.empty() && std::isspace(static_cast<unsigned char>(coding.front())))
      coding.remove_prefix(1);
    while (!coding.empty() && std::isspace(static_cast<unsigned char>(coding.back())))
      coding.remove_suffix(1);
    std::string lower;
    for (const char c : coding)
      lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    if (lower != "gzip" && lower != "x-gzip" && lower != "*") continue;
    if (semicolon == std::string_view::npos) return true;
    // "q=0", "q=0.0", "q=0.000": refused; any other weight accepts.
    std::string_view params = item.substr(semicolon + 1);
    const auto q = params.find("q=");
    if (q == std::string_view::npos) return true;
    std::string_view weight = params.substr(q + 2);
    weight = weight.substr(0, weight.find_first_of(" ;"));
    const bool zero = !weight.empty() && weight.find_first_not_of("0.") == std::string_view::npos;
    return !zero;
  }
  return false;
}

}  // namespace rockpool::server
