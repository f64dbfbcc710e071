#pragma once
// What a browser does with a push message, written from RFC 8291 and RFC 8188 apart from the
// server's code (its HKDF is OpenSSL's own): the test reads the server's messages with it.

#include <string>
#include <string_view>

#include "server/push/p256_key.hpp"

namespace rockpool::tests {

// The plaintext of an aes128gcm body of one record, for the browser holding `receiver` (its
// private key) and `auth_secret`; fails the test when it does not decrypt.
std::string decrypt_push_body(const server::push::P256Key& receiver, std::string_view auth_secret,
                              std::string_view body);

}  // namespace rockpool::tests
