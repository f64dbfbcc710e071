#pragma once
// The server's VAPID key (RFC 8292): made on the first start and kept in the data directory, so
// that subscriptions (bound by browsers to its public key) stay valid across restarts.

#include <string>

#include "server/push/p256_key.hpp"
#include "server/store/push_subscription_store.hpp"

namespace rockpool::server::push {

// `<data_dir>/vapid.pem`, read; or made (readable by the server's user only) when missing. Throws
// when the file exists and holds no P-256 private key: a new key would orphan every subscription.
P256Key load_or_create_vapid_key(const std::string& data_dir);
// The key to sign with: the one `store` shares among the nodes of a cluster (this server's fresh
// key if it is the first), else load_or_create_vapid_key(data_dir). Throws when the shared key is
// no P-256 private key.
P256Key vapid_key(const std::string& data_dir, PushSubscriptionStore& store);

}  // namespace rockpool::server::push
