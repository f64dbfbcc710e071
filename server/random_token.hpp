#pragma once
// Unguessable identifiers from the kernel's random generator, URL-safe (base64url, no padding).

#include <cstddef>
#include <string>

namespace rockpool::server {

// `bytes` random bytes as base64url: 16 bytes (128 bits) make 22 characters.
std::string random_token(std::size_t bytes);

}  // namespace rockpool::server
