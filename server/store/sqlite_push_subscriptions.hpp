#pragma once
// The Web Push subscriptions of the embedded store, on a connection of their own (as its
// accounts are): each call is one short transaction.

#include <mutex>
#include <string>

#include "server/store/push_subscription_store.hpp"
#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

// The subscriptions' table (schema 7), created by a fresh database and by the migration from 6.
extern const char* const kSqlitePushSchema;

class SqlitePushSubscriptions final : public PushSubscriptionStore {
 public:
  explicit SqlitePushSubscriptions(const std::string& path);

  void add(const PushSubscription& subscription, int keep_per_session) override;
  bool remove(const std::string& endpoint, const std::string& public_id,
              const std::string& account_id) override;
  bool remove_endpoint(const std::string& endpoint) override;
  std::vector<PushSubscription> of_player(const std::string& public_id,
                                          const std::string& account_id) override;

 private:
  std::mutex mutex_;
  Database db_;
};

}  // namespace rockpool::server
