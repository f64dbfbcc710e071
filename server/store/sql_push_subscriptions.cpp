#include "server/store/sql_push_subscriptions.hpp"

namespace rockpool::server {

namespace {

constexpr const char* kRemovePushSubscription =
    "DELETE FROM push_subscriptions WHERE endpoint = ?1 AND (public_id = ?2 OR (?3 <> '' AND "
    "account_id = ?3))";
constexpr const char* kRemovePushEndpoint = "DELETE FROM push_subscriptions WHERE endpoint = ?1";

PushSubscription read_push_subscription(const SqlRow& row) {
  return {row.text(0), row.text(1), row.text(2), row.text(3), row.text(4), row.integer(5)};
}

}  // namespace

SqlPushSubscriptions::SqlPushSubscriptions(std::unique_ptr<SqlSession> db,
                                           const PushStatements& sql)
    : db_(std::move(db)), sql_(sql) {}

void SqlPushSubscriptions::add(const PushSubscription& subscription, int keep_per_session) {
  std::lock_guard lock(mutex_);
  in_transaction(*db_, [&] {
    db_->run(sql_.add,
             SqlParams()
                 .text(subscription.endpoint)
                 .text(subscription.p256dh)
                 .text(subscription.auth)
                 .text(subscription.public_id)
                 .text(subscription.account_id)
                 .integer(subscription.created_ms),
             {});
    db_->run(sql_.keep_newest,
             SqlParams()
                 .text(subscription.public_id)
                 .text(subscription.endpoint)
                 .integer(keep_per_session),
             {});
    return true;
  });
}

bool SqlPushSubscriptions::remove(const std::string& endpoint, const std::string& public_id,
                                  const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return db_->run_again_if_lost(kRemovePushSubscription,
                                SqlParams().text(endpoint).text(public_id).text(account_id),
                                {}) > 0;
}

bool SqlPushSubscriptions::remove_endpoint(const std::string& endpoint) {
  std::lock_guard lock(mutex_);
  return db_->run_again_if_lost(kRemovePushEndpoint, SqlParams().text(endpoint), {}) > 0;
}

std::vector<PushSubscription> SqlPushSubscriptions::of_player(const std::string& public_id,
                                                              const std::string& account_id) {
  std::lock_guard lock(mutex_);
  std::vector<PushSubscription> found;
  db_->run_again_if_lost(sql_.of_player, SqlParams().text(public_id).text(account_id),
                         [&](const SqlRow& row) { found.push_back(read_push_subscription(row)); });
  return found;
}

}  // namespace rockpool::server
