#pragma once
// The Web Push subscriptions of the cluster's store, on a connection of their own (as its
// accounts are): every node reads the same subscriptions and signs with the same VAPID key, so a
// player's turn is pushed by whichever node owns the match, to whichever browser subscribed
// through whichever node.

#include <memory>
#include <mutex>
#include <string>

#include "server/store/push_subscription_store.hpp"

namespace rockpool::server::cluster {

class PgConnection;

// The subscriptions' and the key's tables (schema 12), created with the rest by the migration.
extern const char* const kPostgresPushSchema;

class PostgresPushSubscriptions final : public PushSubscriptionStore {
 public:
  PostgresPushSubscriptions(const std::string& conninfo, const std::string& application_name);
  ~PostgresPushSubscriptions() override;

  void add(const PushSubscription& subscription, int keep_per_session) override;
  bool remove(const std::string& endpoint, const std::string& public_id,
              const std::string& account_id) override;
  bool remove_endpoint(const std::string& endpoint) override;
  std::vector<PushSubscription> of_player(const std::string& public_id,
                                          const std::string& account_id) override;
  std::string shared_signing_key(const std::string& made) override;

 private:
  std::mutex mutex_;
  std::unique_ptr<PgConnection> db_;
};

}  // namespace rockpool::server::cluster
