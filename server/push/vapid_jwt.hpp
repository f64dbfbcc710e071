#pragma once
// The VAPID token (RFC 8292) that signs each push request: a JWT (ES256) naming the push
// service's origin, an expiry and a contact for its operators.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "server/push/p256_key.hpp"

namespace rockpool::server::push {

// How long a token stays valid: RFC 8292 allows at most 24 hours.
inline constexpr std::int64_t kVapidLifetimeSeconds = 12 * 3600;

// The origin of an endpoint URL ("https://push.example.net" of
// "https://push.example.net/send/abc"), or nothing when it is not http(s) with a host.
std::optional<std::string> origin_of(std::string_view url);

// A token for the push service at `audience` (an origin), valid until `expires_s` (seconds since
// the epoch), naming `subject` (a mailto: or https: contact).
std::string vapid_jwt(const P256Key& key, std::string_view audience, std::int64_t expires_s,
                      std::string_view subject);

// The Authorization header's value: "vapid t=<token>, k=<public key, base64url>".
std::string vapid_authorization(const std::string& token, const std::string& public_key);

}  // namespace rockpool::server::push
