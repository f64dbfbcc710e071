#include "server/store/sqlite_push_subscriptions.hpp"

#include <memory>

#include "server/store/sqlite_session.hpp"

namespace rockpool::server {

const char* const kSqlitePushSchema = R"sql(
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL, public_id TEXT NOT NULL,
  account_id TEXT NOT NULL, created_ms INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS push_subscriptions_session ON push_subscriptions (public_id);
CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
)sql";

// The newest kept are the last inserted among equal times (rowid); ?2, the endpoint, goes unused.
const PushStatements kSqlitePushStatements = {
    .add =
        "INSERT OR REPLACE INTO push_subscriptions (endpoint, p256dh, auth, public_id, "
        "account_id, created_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    .keep_newest =
        "DELETE FROM push_subscriptions WHERE public_id = ?1 AND endpoint NOT IN "
        "(SELECT endpoint FROM push_subscriptions WHERE public_id = ?1 ORDER BY "
        "created_ms DESC, rowid DESC LIMIT ?3)",
    .of_player =
        "SELECT endpoint, p256dh, auth, public_id, account_id, created_ms FROM "
        "push_subscriptions WHERE public_id = ?1 OR (?2 <> '' AND account_id = ?2) ORDER "
        "BY created_ms",
};

SqlitePushSubscriptions::SqlitePushSubscriptions(const std::string& path)
    : SqlPushSubscriptions(std::make_unique<SqliteSession>(path), kSqlitePushStatements) {}

}  // namespace rockpool::server
