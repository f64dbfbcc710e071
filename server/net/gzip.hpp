#pragma once
// gzip (RFC 1952) with Debian's zlib, for the answers of the HTTP port.

#include <string>
#include <string_view>

namespace rockpool::server {

// `data` compressed as one gzip member at zlib's best compression.
std::string gzip_compress(std::string_view data);

// Whether an Accept-Encoding field accepts gzip (listed, or "*", and not with q=0).
bool accepts_gzip(std::string_view field);

}  // namespace rockpool::server
