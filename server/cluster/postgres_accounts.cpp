#include "server/cluster/postgres_accounts.hpp"

#include <memory>

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_session.hpp"

namespace rockpool::server::cluster {

// ON CONFLICT DO NOTHING: a username or session taken by another node meanwhile inserts no row.
const AccountDialect kPostgresAccountDialect = {
    .insert_account =
        "INSERT INTO accounts (id, username, username_key, password_hash, session_token, "
        "public_id, created_ms, seen_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO "
        "NOTHING",
    .now_ms = "(extract(epoch FROM now()) * 1000)::bigint",
};

PostgresAccounts::PostgresAccounts(const std::string& conninfo, const std::string& application_name)
    : SqlAccounts(std::make_unique<PgSession>(
                      std::make_unique<PgConnection>(conninfo, application_name + " accounts")),
                  kPostgresAccountDialect) {}

}  // namespace rockpool::server::cluster
