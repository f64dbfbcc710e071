#include "server/cluster/postgres_accounts.hpp"

#include <cstdio>

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_reconnecting.hpp"

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

namespace {

// Whole statements, joined by the compiler: GCC 12 reads some std::string concatenations as out
// of bounds (-Warray-bounds).
#define ROCKPOOL_ACCOUNT_COLUMNS \
  "id, username, username_key, password_hash, session_token, public_id, created_ms, seen_ms"
#define ROCKPOOL_LOGIN_COLUMNS "token, account_id, address, created_ms, seen_ms"
#define ROCKPOOL_RATING_COLUMNS \
  "account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id"
constexpr const char* kInsertAccount = "INSERT INTO accounts (" ROCKPOOL_ACCOUNT_COLUMNS
                                       ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO "
                                       "NOTHING";
constexpr const char* kAccountById =
    "SELECT " ROCKPOOL_ACCOUNT_COLUMNS " FROM accounts WHERE id = $1";
constexpr const char* kAccountByUsername =
    "SELECT " ROCKPOOL_ACCOUNT_COLUMNS " FROM accounts WHERE username_key = $1";
constexpr const char* kAccountBySession =
    "SELECT " ROCKPOOL_ACCOUNT_COLUMNS " FROM accounts WHERE session_token = $1";
constexpr const char* kInsertLogin =
    "INSERT INTO account_logins (" ROCKPOOL_LOGIN_COLUMNS ") VALUES ($1, $2, $3, $4, $5)";
constexpr const char* kSelectLogin =
    "SELECT " ROCKPOOL_LOGIN_COLUMNS " FROM account_logins WHERE token = $1 AND revoked_ms IS NULL";
constexpr const char* kSelectLogins =
    "SELECT " ROCKPOOL_LOGIN_COLUMNS
    " FROM account_logins WHERE account_id = $1 AND revoked_ms IS NULL ORDER BY created_ms DESC, "
    "token";
constexpr const char* kSelectRatings =
    "SELECT " ROCKPOOL_RATING_COLUMNS " FROM ratings WHERE account_id = $1 ORDER BY game, pace";
constexpr const char* kSelectHistory =
    "SELECT * FROM (SELECT " ROCKPOOL_RATING_COLUMNS
    " FROM rating_history WHERE account_id = $1 AND game = $2 AND pace = $3 ORDER BY rated_ms "
    "DESC, games DESC LIMIT $4) newest ORDER BY rated_ms, games";
#undef ROCKPOOL_ACCOUNT_COLUMNS
#undef ROCKPOOL_LOGIN_COLUMNS
#undef ROCKPOOL_RATING_COLUMNS

AccountLoginRecord read_login(const PgResult& rows, int row) {
  return {rows.text(row, 0), rows.text(row, 1), rows.text(row, 2), rows.integer(row, 3),
          rows.integer(row, 4)};
}

// Every row of `rows`, each read by `read`.
template <typename Read>
auto read_each(const PgResult& rows, Read read) {
  std::vector<decltype(read(rows, 0))> out;
  out.reserve(static_cast<std::size_t>(rows.rows()));
  for (int row = 0; row < rows.rows(); ++row)
    out.push_back(read(rows, row));
  return out;
}

}  // namespace

RatingRecord read_rating(const PgResult& rows, int row) {
  return {rows.text(row, 0),
          rows.text(row, 1),
          rows.text(row, 2),
          std::stod(rows.text(row, 3)),
          std::stod(rows.text(row, 4)),
          std::stod(rows.text(row, 5)),
          static_cast<int>(rows.integer(row, 6)),
          rows.integer(row, 7),
          rows.text(row, 8)};
}

std::string pg_real(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

PostgresAccounts::PostgresAccounts(const std::string& conninfo, const std::string& application_name)
    : db_(std::make_unique<PgConnection>(conninfo, application_name + " accounts")) {}

PostgresAccounts::~PostgresAccounts() = default;

PgConnection& PostgresAccounts::db() {
  if (db_->broken()) db_->reconnect();
  return *db_;
}

bool PostgresAccounts::create_account(const AccountRecord& account,
                                      const std::vector<std::string>& recovery_digests,
                                      const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  PgConnection& conn = db();
  conn.exec("BEGIN");
  try {
    // ON CONFLICT DO NOTHING: a username or session taken by another node meanwhile is an answer
    // (no row), not an error.
    const PgResult inserted = conn.query(kInsertAccount, PgParams()
                                                             .text(account.id)
                                                             .text(account.username)
                                                             .text(account.username_key)
                                                             .text(account.password_hash)
                                                             .text(account.session_token)
                                                             .text(account.public_id)
                                                             .integer(account.created_ms)
                                                             .integer(account.seen_ms));
    if (inserted.affected() != 1) {
      conn.exec("ROLLBACK");
      return false;
    }
    for (const std::string& digest : recovery_digests) {
      conn.query("INSERT INTO recovery_codes (account_id, digest) VALUES ($1, $2)",
                 PgParams().text(account.id).text(digest));
    }
    conn.query(kInsertLogin, PgParams()
                                 .text(login.token)
                                 .text(login.account_id)
                                 .text(login.address)
                                 .integer(login.created_ms)
                                 .integer(login.seen_ms));
    conn.exec("COMMIT");
    return true;
  } catch (...) {
    if (!conn.broken()) conn.exec("ROLLBACK");
    throw;
  }
}

std::optional<AccountRecord> PostgresAccounts::account_where(const char* sql,
                                                             const std::string& value) {
  std::lock_guard lock(mutex_);
  const PgResult rows =
      read_reconnecting(*db_, [&] { return db_->query(sql, PgParams().text(value)); });
  if (rows.rows() == 0) return std::nullopt;
  return AccountRecord{rows.text(0, 0), rows.text(0, 1), rows.text(0, 2),    rows.text(0, 3),
                       rows.text(0, 4), rows.text(0, 5), rows.integer(0, 6), rows.integer(0, 7)};
}

std::optional<AccountRecord> PostgresAccounts::account(const std::string& id) {
  return account_where(kAccountById, id);
}

std::optional<AccountRecord> PostgresAccounts::account_by_username(
    const std::string& username_key) {
  return account_where(kAccountByUsername, username_key);
}

std::optional<AccountRecord> PostgresAccounts::account_by_session(
    const std::string& session_token) {
  return account_where(kAccountBySession, session_token);
}

void PostgresAccounts::set_password(const std::string& account_id,
                                    const std::string& password_hash) {
  std::lock_guard lock(mutex_);
  db().query("UPDATE accounts SET password_hash = $2 WHERE id = $1",
             PgParams().text(account_id).text(password_hash));
}

void PostgresAccounts::touch_account(const std::string& account_id, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  db().query("UPDATE accounts SET seen_ms = $2 WHERE id = $1",
             PgParams().text(account_id).integer(seen_ms));
}

bool PostgresAccounts::spend_recovery_code(const std::string& account_id, const std::string& digest,
                                           std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  return db().query(
                 "UPDATE recovery_codes SET spent_ms = $3 WHERE account_id = $1 AND digest = "
                 "$2 AND spent_ms IS NULL",
                 PgParams().text(account_id).text(digest).integer(now_ms))
             .affected() == 1;
}

int PostgresAccounts::recovery_codes_left(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      db().query("SELECT count(*) FROM recovery_codes WHERE account_id = $1 AND spent_ms IS NULL",
                 PgParams().text(account_id))
          .integer(0, 0));
}

void PostgresAccounts::add_login(const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  db().query(kInsertLogin, PgParams()
                               .text(login.token)
                               .text(login.account_id)
                               .text(login.address)
                               .integer(login.created_ms)
                               .integer(login.seen_ms));
}

std::optional<AccountLoginRecord> PostgresAccounts::login(const std::string& token) {
  std::lock_guard lock(mutex_);
  const PgResult rows =
      read_reconnecting(*db_, [&] { return db_->query(kSelectLogin, PgParams().text(token)); });
  if (rows.rows() == 0) return std::nullopt;
  return read_login(rows, 0);
}

void PostgresAccounts::touch_login(const std::string& token, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  db().query("UPDATE account_logins SET seen_ms = $2 WHERE token = $1",
             PgParams().text(token).integer(seen_ms));
}

std::vector<AccountLoginRecord> PostgresAccounts::logins(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return read_each(db().query(kSelectLogins, PgParams().text(account_id)), read_login);
}

bool PostgresAccounts::revoke_login(const std::string& account_id, const std::string& token) {
  std::lock_guard lock(mutex_);
  return db().query(
                 "UPDATE account_logins SET revoked_ms = (extract(epoch FROM now()) * "
                 "1000)::bigint WHERE account_id = $1 AND token = $2 AND revoked_ms IS NULL",
                 PgParams().text(account_id).text(token))
             .affected() == 1;
}

int PostgresAccounts::revoke_other_logins(const std::string& account_id, const std::string& keep) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      db().query("UPDATE account_logins SET revoked_ms = (extract(epoch FROM now()) * "
                 "1000)::bigint WHERE account_id = $1 AND token <> $2 AND revoked_ms IS NULL",
                 PgParams().text(account_id).text(keep))
          .affected());
}

std::vector<RatingRecord> PostgresAccounts::ratings(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return read_each(db().query(kSelectRatings, PgParams().text(account_id)), read_rating);
}

std::vector<RatingRecord> PostgresAccounts::rating_history(const std::string& account_id,
                                                           const std::string& game,
                                                           const std::string& pace, int limit) {
  std::lock_guard lock(mutex_);
  return read_each(
      db().query(kSelectHistory, PgParams().text(account_id).text(game).text(pace).integer(limit)),
      read_rating);
}

}  // namespace rockpool::server::cluster
