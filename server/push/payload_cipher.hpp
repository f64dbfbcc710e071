#pragma once
// Web Push message encryption (RFC 8291) in the aes128gcm content coding (RFC 8188): one record,
// so the body is a header (salt, record size, the sender's ephemeral public key) and the
// AES-128-GCM output of the message and its padding delimiter.

#include <string>
#include <string_view>

#include "server/push/p256_key.hpp"

namespace rockpool::server::push {

inline constexpr std::size_t kAuthSecretBytes = 16;
inline constexpr std::size_t kSaltBytes = 16;

// The body to POST for `plaintext` to the browser whose subscription holds `receiver` (its p256dh
// key) and `auth_secret`, with a fresh ephemeral key and salt.
std::string encrypt_payload(const P256Key& receiver, std::string_view auth_secret,
                            std::string_view plaintext);
// The same with the ephemeral key and salt given: for checking against the RFC's example only
// (a key or salt used twice gives the same key stream twice).
std::string encrypt_payload_with(const P256Key& receiver, std::string_view auth_secret,
                                 std::string_view plaintext, const P256Key& sender,
                                 std::string_view salt);

}  // namespace rockpool::server::push
