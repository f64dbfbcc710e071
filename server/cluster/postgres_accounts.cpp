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

// ON CONFLICT DO NOTHING: a username or session taken by another node meanwhile inserts no row.
const AccountStatements kPostgresAccountStatements = {
    .insert_account =
        "INSERT INTO accounts (id, username, username_key, password_hash, session_token, "
        "public_id, created_ms, seen_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO "
        "NOTHING",
    .revoke_login =
        "UPDATE account_logins SET revoked_ms = (extract(epoch FROM now()) * "
        "1000)::bigint WHERE account_id = ?1 AND token = ?2 AND revoked_ms IS NULL",
    .revoke_other_logins =
        "UPDATE account_logins SET revoked_ms = (extract(epoch FROM now()) * 1000)::bigint WHERE "
        "account_id = ?1 AND token <> ?2 AND revoked_ms IS NULL",
};

PostgresAccounts::PostgresAccounts(const std::string& conninfo, const std::string& application_name)
    : SqlAccounts(std::make_unique<PgSession>(
                      std::make_unique<PgConnection>(conninfo, application_name + " accounts")),
                  kPostgresAccountStatements) {}

}  // namespace rockpool::server::cluster
