#pragma once
// The server's VAPID key (RFC 8292): made on the first start and kept in the data directory, so
// that subscriptions (bound by browsers to its public key) stay valid across restarts.

#include <string>

#include "server/push/p256_key.hpp"

namespace rockpool::server::push {

// `<data_dir>/vapid.pem`, read; or made (readable by the server's user only) when missing. Throws
// when the file exists and holds no P-256 private key: a new key would orphan every subscription.
P256Key load_or_create_vapid_key(const std::string& data_dir);

}  // namespace rockpool::server::push
