#pragma once
// Base64url without padding (RFC 4648 section 5), the encoding Web Push uses for keys, secrets and
// the parts of a JWT.

#include <optional>
#include <string>
#include <string_view>

namespace rockpool::server::push {

std::string base64url_encode(std::string_view bytes);
// The bytes, or nothing when `text` holds a character outside the alphabet or a length no
// encoding has. Padding ('=') at the end is accepted: browsers' older encoders write it.
std::optional<std::string> base64url_decode(std::string_view text);

}  // namespace rockpool::server::push
