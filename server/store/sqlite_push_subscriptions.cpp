#include "server/store/sqlite_push_subscriptions.hpp"

namespace rockpool::server {

const char* const kSqlitePushSchema = R"sql(
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL, public_id TEXT NOT NULL,
  account_id TEXT NOT NULL, created_ms INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS push_subscriptions_session ON push_subscriptions (public_id);
CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
)sql";

SqlitePushSubscriptions::SqlitePushSubscriptions(const std::string& path) : db_(path) {}

void SqlitePushSubscriptions::add(const PushSubscription& subscription, int keep_per_session) {
  std::lock_guard lock(mutex_);
  db_.exec("BEGIN IMMEDIATE");
  try {
    db_.prepare(
           "INSERT OR REPLACE INTO push_subscriptions (endpoint, p256dh, auth, public_id, "
           "account_id, created_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(1, subscription.endpoint)
        .bind(2, subscription.p256dh)
        .bind(3, subscription.auth)
        .bind(4, subscription.public_id)
        .bind(5, subscription.account_id)
        .bind(6, subscription.created_ms)
        .run();
    db_.prepare(
           "DELETE FROM push_subscriptions WHERE public_id = ?1 AND endpoint NOT IN (SELECT "
           "endpoint FROM push_subscriptions WHERE public_id = ?1 ORDER BY created_ms DESC, "
           "rowid DESC LIMIT ?2)")
        .bind(1, subscription.public_id)
        .bind(2, static_cast<std::int64_t>(keep_per_session))
        .run();
    db_.exec("COMMIT");
  } catch (...) {
    db_.exec("ROLLBACK");
    throw;
  }
}

bool SqlitePushSubscriptions::remove(const std::string& endpoint, const std::string& public_id,
                                     const std::string& account_id) {
  std::lock_guard lock(mutex_);
  db_.prepare(
         "DELETE FROM push_subscriptions WHERE endpoint = ?1 AND (public_id = ?2 OR (?3 <> '' AND "
         "account_id = ?3))")
      .bind(1, endpoint)
      .bind(2, public_id)
      .bind(3, account_id)
      .run();
  return sqlite3_changes(db_.handle()) > 0;
}

bool SqlitePushSubscriptions::remove_endpoint(const std::string& endpoint) {
  std::lock_guard lock(mutex_);
  db_.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?1").bind(1, endpoint).run();
  return sqlite3_changes(db_.handle()) > 0;
}

std::vector<PushSubscription> SqlitePushSubscriptions::of_player(const std::string& public_id,
                                                                 const std::string& account_id) {
  std::lock_guard lock(mutex_);
  auto rows = db_.prepare(
      "SELECT endpoint, p256dh, auth, public_id, account_id, created_ms FROM push_subscriptions "
      "WHERE public_id = ?1 OR (?2 <> '' AND account_id = ?2) ORDER BY created_ms");
  rows.bind(1, public_id).bind(2, account_id);
  std::vector<PushSubscription> found;
  while (rows.step()) {
    found.push_back(
        {rows.text(0), rows.text(1), rows.text(2), rows.text(3), rows.text(4), rows.integer(5)});
  }
  return found;
}

}  // namespace rockpool::server
