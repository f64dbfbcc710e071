#include "server/store/sqlite_accounts.hpp"

#include <memory>

#include "server/store/sqlite_session.hpp"

namespace rockpool::server {

const char* const kSqliteAccountSchema = R"sql(
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY, username TEXT NOT NULL, username_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL, session_token TEXT NOT NULL UNIQUE, public_id TEXT NOT NULL,
  created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS recovery_codes (
  account_id TEXT NOT NULL, digest TEXT NOT NULL, spent_ms INTEGER,
  PRIMARY KEY (account_id, digest)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS account_logins (
  token TEXT PRIMARY KEY, account_id TEXT NOT NULL, address TEXT NOT NULL,
  created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL, revoked_ms INTEGER);
CREATE INDEX IF NOT EXISTS account_logins_account ON account_logins (account_id);
CREATE TABLE IF NOT EXISTS ratings (
  account_id TEXT NOT NULL, game TEXT NOT NULL, pace TEXT NOT NULL, rating REAL NOT NULL,
  deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL,
  rated_ms INTEGER NOT NULL, match_id TEXT NOT NULL,
  PRIMARY KEY (account_id, game, pace)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rating_history (
  account_id TEXT NOT NULL, game TEXT NOT NULL, pace TEXT NOT NULL, match_id TEXT NOT NULL,
  rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL,
  rated_ms INTEGER NOT NULL, PRIMARY KEY (account_id, game, pace, match_id)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, pace, rating);
)sql";

// BEGIN IMMEDIATE holds the write lock: nothing takes the username or the session between the
// check and the insert.
const AccountStatements kSqliteAccountStatements = {
    .insert_account =
        "INSERT INTO accounts (id, username, username_key, password_hash, session_token, "
        "public_id, created_ms, seen_ms) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE NOT EXISTS "
        "(SELECT 1 FROM accounts WHERE username_key = ?3 OR session_token = ?5)",
    .revoke_login =
        "UPDATE account_logins SET revoked_ms = strftime('%s', 'now') * 1000 WHERE "
        "account_id = ?1 AND token = ?2 AND revoked_ms IS NULL",
    .revoke_other_logins =
        "UPDATE account_logins SET revoked_ms = strftime('%s', 'now') * 1000 WHERE account_id = "
        "?1 AND token <> ?2 AND revoked_ms IS NULL",
};

SqliteAccounts::SqliteAccounts(const std::string& path)
    : SqlAccounts(std::make_unique<SqliteSession>(path), kSqliteAccountStatements) {}

}  // namespace rockpool::server
