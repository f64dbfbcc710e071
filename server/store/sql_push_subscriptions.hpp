#pragma once
// The Web Push subscriptions of either store, written once over its database seam (SqlSession),
// with the statements that each database writes in its own way (PushStatements), on a
// connection of their own (as the accounts are): each call is one short statement or transaction.

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "server/store/push_subscription_store.hpp"
#include "server/store/sql_session.hpp"

namespace rockpool::server {

// The statements of the push subscriptions that each database writes in its own way.
struct PushStatements {
  // endpoint, p256dh, auth, public_id, account_id, created_ms: replaces the endpoint's row.
  const char* add;
  // public_id, the endpoint just added, how many to keep: drops the session's oldest.
  const char* keep_newest;
  // public_id, account_id: their subscriptions' columns in PushSubscription's order, oldest
  // first.
  const char* of_player;
};

class SqlPushSubscriptions : public PushSubscriptionStore {
 public:
  SqlPushSubscriptions(std::unique_ptr<SqlSession> db, const PushStatements& sql);

  void add(const PushSubscription& subscription, int keep_per_session) final;
  bool remove(const std::string& endpoint, const std::string& public_id,
              const std::string& account_id) final;
  bool remove_endpoint(const std::string& endpoint) final;
  std::vector<PushSubscription> of_player(const std::string& public_id,
                                          const std::string& account_id) final;

 protected:
  // Runs `use` on the session, alone on it (for what only one store keeps).
  template <typename Use>
  auto alone(const Use& use) {
    std::lock_guard lock(mutex_);
    return use(*db_);
  }

 private:
  std::mutex mutex_;
  std::unique_ptr<SqlSession> db_;
  const PushStatements& sql_;
};

}  // namespace rockpool::server
