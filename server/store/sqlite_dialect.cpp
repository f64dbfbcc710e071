#include "server/store/sqlite_dialect.hpp"

namespace rockpool::server {

// BEGIN IMMEDIATE holds the write lock: nothing takes the username or the session between the
// check and the insert.
const AccountDialect kSqliteAccountDialect = {
    .insert_account =
        "INSERT INTO accounts (id, username, username_key, password_hash, session_token, "
        "public_id, created_ms, seen_ms) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE NOT EXISTS "
        "(SELECT 1 FROM accounts WHERE username_key = ?3 OR session_token = ?5)",
    .now_ms = "strftime('%s', 'now') * 1000",
};

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

}  // namespace rockpool::server
