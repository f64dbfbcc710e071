#pragma once
// The browsers that asked to be told of a player's turns (Web Push subscriptions), kept with the
// rest of the store so that they survive a restart. Every call is one short transaction that may
// wait on the disk: call them off network threads and strands.

#include <cstdint>
#include <string>
#include <vector>

namespace rockpool::server {

struct PushSubscription {
  std::string endpoint;    // the push service's URL for this browser (unique)
  std::string p256dh;      // the browser's public key, base64url as it sent it
  std::string auth;        // its auth secret, base64url
  std::string public_id;   // the session that subscribed
  std::string account_id;  // its account then, or empty
  std::int64_t created_ms = 0;
};

class PushSubscriptionStore {
 public:
  virtual ~PushSubscriptionStore() = default;
  // Keeps `subscription` (replacing one with the same endpoint); past `keep_per_session` of its
  // session, the oldest of them are dropped.
  virtual void add(const PushSubscription& subscription, int keep_per_session) = 0;
  // Forgets the endpoint when `public_id` (or, when not empty, `account_id`) subscribed it;
  // returns whether one was forgotten.
  virtual bool remove(const std::string& endpoint, const std::string& public_id,
                      const std::string& account_id) = 0;
  // Forgets the endpoint whoever subscribed it (its push service says it is gone).
  virtual bool remove_endpoint(const std::string& endpoint) = 0;
  // The subscriptions of the session `public_id` and, when not empty, of the account.
  virtual std::vector<PushSubscription> of_player(const std::string& public_id,
                                                  const std::string& account_id) = 0;
  // The VAPID key (PEM) that every node sharing this store signs with: the one it keeps, or
  // `made` (kept from now on) when it keeps none yet. Empty: the store keeps no key, and the
  // server keeps its own in its data directory.
  virtual std::string shared_signing_key(const std::string& /*made*/) { return {}; }
};

}  // namespace rockpool::server
