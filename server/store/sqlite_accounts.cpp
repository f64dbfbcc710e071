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

// Whole statements, joined by the compiler: GCC 12 reads std::string's concatenation as out of
// bounds (-Warray-bounds) here.
#define ROCKPOOL_SELECT_ACCOUNT                                                              \
  "SELECT id, username, username_key, password_hash, session_token, public_id, created_ms, " \
  "seen_ms FROM accounts WHERE "
#define ROCKPOOL_SELECT_LOGINS \
  "SELECT token, account_id, address, created_ms, seen_ms FROM account_logins WHERE "
#define ROCKPOOL_RATING_COLUMNS \
  "account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id"
// BEGIN IMMEDIATE holds the write lock: nothing takes the username or the session between the
// check and the insert.
const AccountStatements kSqliteAccountStatements = {
    .insert_account =
        "INSERT INTO accounts (id, username, username_key, password_hash, session_token, "
        "public_id, created_ms, seen_ms) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE NOT EXISTS "
        "(SELECT 1 FROM accounts WHERE username_key = ?3 OR session_token = ?5)",
    .insert_recovery_code = "INSERT INTO recovery_codes (account_id, digest) VALUES (?1, ?2)",
    .insert_login =
        "INSERT INTO account_logins (token, account_id, address, created_ms, seen_ms) VALUES "
        "(?1, ?2, ?3, ?4, ?5)",
    .account_by_id = ROCKPOOL_SELECT_ACCOUNT "id = ?1",
    .account_by_username = ROCKPOOL_SELECT_ACCOUNT "username_key = ?1",
    .account_by_session = ROCKPOOL_SELECT_ACCOUNT "session_token = ?1",
    .set_password = "UPDATE accounts SET password_hash = ?2 WHERE id = ?1",
    .touch_account = "UPDATE accounts SET seen_ms = ?2 WHERE id = ?1",
    .spend_recovery_code =
        "UPDATE recovery_codes SET spent_ms = ?3 WHERE account_id = ?1 AND "
        "digest = ?2 AND spent_ms IS NULL",
    .recovery_codes_left =
        "SELECT count(*) FROM recovery_codes WHERE account_id = ?1 AND spent_ms IS NULL",
    .login = ROCKPOOL_SELECT_LOGINS "token = ?1 AND revoked_ms IS NULL",
    .touch_login = "UPDATE account_logins SET seen_ms = ?2 WHERE token = ?1",
    .logins = ROCKPOOL_SELECT_LOGINS
    "account_id = ?1 AND revoked_ms IS NULL ORDER BY created_ms DESC, token",
    .revoke_login =
        "UPDATE account_logins SET revoked_ms = strftime('%s', 'now') * 1000 WHERE "
        "account_id = ?1 AND token = ?2 AND revoked_ms IS NULL",
    .revoke_other_logins =
        "UPDATE account_logins SET revoked_ms = strftime('%s', 'now') * 1000 WHERE account_id = "
        "?1 AND token <> ?2 AND revoked_ms IS NULL",
    .ratings =
        "SELECT " ROCKPOOL_RATING_COLUMNS " FROM ratings WHERE account_id = ?1 ORDER BY game, pace",
    .rating_history = "SELECT * FROM (SELECT " ROCKPOOL_RATING_COLUMNS
                      " FROM rating_history WHERE account_id = ?1 AND game = ?2 AND pace = ?3 "
                      "ORDER BY rated_ms DESC, games DESC LIMIT ?4) ORDER BY rated_ms, games",
};
#undef ROCKPOOL_SELECT_ACCOUNT
#undef ROCKPOOL_SELECT_LOGINS
#undef ROCKPOOL_RATING_COLUMNS

SqliteAccounts::SqliteAccounts(const std::string& path)
    : SqlAccounts(std::make_unique<SqliteSession>(path), kSqliteAccountStatements,
                  kSqliteProfileStatements) {}

}  // namespace rockpool::server
