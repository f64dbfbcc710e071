#include "server/cluster/postgres_accounts.hpp"

#include <memory>

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_session.hpp"

namespace rockpool::server::cluster {

const char* const kPostgresAccountSchema = R"sql(
CREATE TABLE IF NOT EXISTS accounts (
  id text PRIMARY KEY, username text NOT NULL, username_key text NOT NULL UNIQUE,
  password_hash text NOT NULL, session_token text NOT NULL UNIQUE, public_id text NOT NULL,
  created_ms bigint NOT NULL, seen_ms bigint NOT NULL);
CREATE TABLE IF NOT EXISTS recovery_codes (
  account_id text NOT NULL, digest text NOT NULL, spent_ms bigint,
  PRIMARY KEY (account_id, digest));
CREATE TABLE IF NOT EXISTS account_logins (
  token text PRIMARY KEY, account_id text NOT NULL, address text NOT NULL,
  created_ms bigint NOT NULL, seen_ms bigint NOT NULL, revoked_ms bigint);
CREATE INDEX IF NOT EXISTS account_logins_account ON account_logins (account_id);
CREATE TABLE IF NOT EXISTS ratings (
  account_id text NOT NULL, game text NOT NULL, pace text NOT NULL, rating double precision NOT NULL,
  deviation double precision NOT NULL, volatility double precision NOT NULL, games integer NOT NULL,
  rated_ms bigint NOT NULL, match_id text NOT NULL, PRIMARY KEY (account_id, game, pace));
CREATE TABLE IF NOT EXISTS rating_history (
  account_id text NOT NULL, game text NOT NULL, pace text NOT NULL, match_id text NOT NULL,
  rating double precision NOT NULL, deviation double precision NOT NULL,
  volatility double precision NOT NULL, games integer NOT NULL, rated_ms bigint NOT NULL,
  PRIMARY KEY (account_id, game, pace, match_id));
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, pace, rating);
)sql";

// Whole statements, joined by the compiler: GCC 12 reads some std::string concatenations as out
// of bounds (-Warray-bounds).
#define ROCKPOOL_ACCOUNT_COLUMNS \
  "id, username, username_key, password_hash, session_token, public_id, created_ms, seen_ms"
#define ROCKPOOL_LOGIN_COLUMNS "token, account_id, address, created_ms, seen_ms"
#define ROCKPOOL_RATING_COLUMNS \
  "account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id"
// ON CONFLICT DO NOTHING: a username or session taken by another node meanwhile inserts no row.
const AccountStatements kPostgresAccountStatements = {
    .insert_account = "INSERT INTO accounts (" ROCKPOOL_ACCOUNT_COLUMNS
                      ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
    .insert_recovery_code = "INSERT INTO recovery_codes (account_id, digest) VALUES ($1, $2)",
    .insert_login =
        "INSERT INTO account_logins (" ROCKPOOL_LOGIN_COLUMNS ") VALUES ($1, $2, $3, $4, $5)",
    .account_by_id = "SELECT " ROCKPOOL_ACCOUNT_COLUMNS " FROM accounts WHERE id = $1",
    .account_by_username =
        "SELECT " ROCKPOOL_ACCOUNT_COLUMNS " FROM accounts WHERE username_key = $1",
    .account_by_session =
        "SELECT " ROCKPOOL_ACCOUNT_COLUMNS " FROM accounts WHERE session_token = $1",
    .set_password = "UPDATE accounts SET password_hash = $2 WHERE id = $1",
    .touch_account = "UPDATE accounts SET seen_ms = $2 WHERE id = $1",
    .spend_recovery_code =
        "UPDATE recovery_codes SET spent_ms = $3 WHERE account_id = $1 AND "
        "digest = $2 AND spent_ms IS NULL",
    .recovery_codes_left =
        "SELECT count(*) FROM recovery_codes WHERE account_id = $1 AND spent_ms IS NULL",
    .login = "SELECT " ROCKPOOL_LOGIN_COLUMNS
             " FROM account_logins WHERE token = $1 AND revoked_ms IS NULL",
    .touch_login = "UPDATE account_logins SET seen_ms = $2 WHERE token = $1",
    .logins = "SELECT " ROCKPOOL_LOGIN_COLUMNS
              " FROM account_logins WHERE account_id = $1 AND revoked_ms IS NULL ORDER BY "
              "created_ms DESC, token",
    .revoke_login =
        "UPDATE account_logins SET revoked_ms = (extract(epoch FROM now()) * "
        "1000)::bigint WHERE account_id = $1 AND token = $2 AND revoked_ms IS NULL",
    .revoke_other_logins =
        "UPDATE account_logins SET revoked_ms = (extract(epoch FROM now()) * 1000)::bigint WHERE "
        "account_id = $1 AND token <> $2 AND revoked_ms IS NULL",
    .ratings =
        "SELECT " ROCKPOOL_RATING_COLUMNS " FROM ratings WHERE account_id = $1 ORDER BY game, pace",
    .rating_history = "SELECT * FROM (SELECT " ROCKPOOL_RATING_COLUMNS
                      " FROM rating_history WHERE account_id = $1 AND game = $2 AND pace = $3 "
                      "ORDER BY rated_ms DESC, games DESC LIMIT $4) newest ORDER BY rated_ms, "
                      "games",
};
#undef ROCKPOOL_ACCOUNT_COLUMNS
#undef ROCKPOOL_LOGIN_COLUMNS
#undef ROCKPOOL_RATING_COLUMNS

PostgresAccounts::PostgresAccounts(const std::string& conninfo, const std::string& application_name)
    : SqlAccounts(std::make_unique<PgSession>(
                      std::make_unique<PgConnection>(conninfo, application_name + " accounts")),
                  kPostgresAccountStatements, kPostgresProfileStatements) {}

}  // namespace rockpool::server::cluster
