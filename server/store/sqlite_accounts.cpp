#include "server/store/sqlite_accounts.hpp"

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

namespace {

// Whole statements, not built from a column list: GCC 12 reads std::string's concatenation as
// out of bounds (-Warray-bounds) here.
#define ROCKPOOL_SELECT_ACCOUNT                                                              \
  "SELECT id, username, username_key, password_hash, session_token, public_id, created_ms, " \
  "seen_ms FROM accounts WHERE "
constexpr const char* kAccountById = ROCKPOOL_SELECT_ACCOUNT "id = ?1";
constexpr const char* kAccountByUsername = ROCKPOOL_SELECT_ACCOUNT "username_key = ?1";
constexpr const char* kAccountBySession = ROCKPOOL_SELECT_ACCOUNT "session_token = ?1";
#undef ROCKPOOL_SELECT_ACCOUNT
constexpr const char* kSelectRatings =
    "SELECT account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id "
    "FROM ratings WHERE account_id = ?1 ORDER BY game, pace";
constexpr const char* kSelectHistory =
    "SELECT * FROM (SELECT account_id, game, pace, rating, deviation, volatility, games, "
    "rated_ms, match_id FROM rating_history WHERE account_id = ?1 AND game = ?2 AND pace = ?3 "
    "ORDER BY rated_ms DESC, games DESC LIMIT ?4) ORDER BY rated_ms, games";

AccountLoginRecord read_login(const Statement& row) {
  return {row.text(0), row.text(1), row.text(2), row.integer(3), row.integer(4)};
}

RatingRecord read_rating(const Statement& row) {
  return {row.text(0),
          row.text(1),
          row.text(2),
          row.real(3),
          row.real(4),
          row.real(5),
          static_cast<int>(row.integer(6)),
          row.integer(7),
          row.text(8)};
}

// Runs an UPDATE of the row whose key is ?1, setting ?2.
template <typename Value>
void update_row(Database& db, const char* sql, const std::string& key, const Value& value) {
  db.prepare(sql).bind(1, key).bind(2, value).run();
}

}  // namespace

SqliteAccounts::SqliteAccounts(const std::string& path) : db_(path) {}

bool SqliteAccounts::create_account(const AccountRecord& account,
                                    const std::vector<std::string>& recovery_digests,
                                    const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  db_.exec("BEGIN IMMEDIATE");
  try {
    auto taken =
        db_.prepare("SELECT 1 FROM accounts WHERE username_key = ?1 OR session_token = ?2 LIMIT 1");
    taken.bind(1, account.username_key).bind(2, account.session_token);
    if (taken.step()) {
      taken.reset();
      db_.exec("ROLLBACK");
      return false;
    }
    taken.reset();
    auto insert = db_.prepare(
        "INSERT INTO accounts (id, username, username_key, password_hash, session_token, "
        "public_id, created_ms, seen_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    insert.bind(1, account.id).bind(2, account.username).bind(3, account.username_key);
    insert.bind(4, account.password_hash).bind(5, account.session_token).bind(6, account.public_id);
    insert.bind(7, account.created_ms).bind(8, account.seen_ms).run();
    auto code = db_.prepare("INSERT INTO recovery_codes (account_id, digest) VALUES (?1, ?2)");
    for (const std::string& digest : recovery_digests)
      code.bind(1, account.id).bind(2, digest).run();
    auto first = db_.prepare(
        "INSERT INTO account_logins (token, account_id, address, created_ms, seen_ms) VALUES "
        "(?1, ?2, ?3, ?4, ?5)");
    first.bind(1, login.token).bind(2, login.account_id).bind(3, login.address);
    first.bind(4, login.created_ms).bind(5, login.seen_ms).run();
    db_.exec("COMMIT");
    return true;
  } catch (...) {
    db_.exec("ROLLBACK");
    throw;
  }
}

std::optional<AccountRecord> SqliteAccounts::account_where(const char* sql,
                                                           const std::string& value) {
  std::lock_guard lock(mutex_);
  auto row = db_.prepare(sql);
  row.bind(1, value);
  if (!row.step()) return std::nullopt;
  return AccountRecord{row.text(0), row.text(1), row.text(2),    row.text(3),
                       row.text(4), row.text(5), row.integer(6), row.integer(7)};
}

std::optional<AccountRecord> SqliteAccounts::account(const std::string& id) {
  return account_where(kAccountById, id);
}

std::optional<AccountRecord> SqliteAccounts::account_by_username(const std::string& username_key) {
  return account_where(kAccountByUsername, username_key);
}

std::optional<AccountRecord> SqliteAccounts::account_by_session(const std::string& session_token) {
  return account_where(kAccountBySession, session_token);
}

void SqliteAccounts::set_password(const std::string& account_id, const std::string& password_hash) {
  std::lock_guard lock(mutex_);
  update_row(db_, "UPDATE accounts SET password_hash = ?2 WHERE id = ?1", account_id,
             password_hash);
}

void SqliteAccounts::touch_account(const std::string& account_id, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  update_row(db_, "UPDATE accounts SET seen_ms = ?2 WHERE id = ?1", account_id, seen_ms);
}

bool SqliteAccounts::spend_recovery_code(const std::string& account_id, const std::string& digest,
                                         std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  db_.prepare(
         "UPDATE recovery_codes SET spent_ms = ?3 WHERE account_id = ?1 AND digest = ?2 AND "
         "spent_ms IS NULL")
      .bind(1, account_id)
      .bind(2, digest)
      .bind(3, now_ms)
      .run();
  return changes() == 1;
}

int SqliteAccounts::recovery_codes_left(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  auto row =
      db_.prepare("SELECT count(*) FROM recovery_codes WHERE account_id = ?1 AND spent_ms IS NULL");
  row.bind(1, account_id);
  row.step();
  return static_cast<int>(row.integer(0));
}

void SqliteAccounts::add_login(const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  auto insert = db_.prepare(
      "INSERT INTO account_logins (token, account_id, address, created_ms, seen_ms) VALUES "
      "(?1, ?2, ?3, ?4, ?5)");
  insert.bind(1, login.token).bind(2, login.account_id).bind(3, login.address);
  insert.bind(4, login.created_ms).bind(5, login.seen_ms).run();
}

std::optional<AccountLoginRecord> SqliteAccounts::login(const std::string& token) {
  std::lock_guard lock(mutex_);
  auto row = db_.prepare(
      "SELECT token, account_id, address, created_ms, seen_ms FROM account_logins WHERE token = "
      "?1 AND revoked_ms IS NULL");
  row.bind(1, token);
  if (!row.step()) return std::nullopt;
  return read_login(row);
}

void SqliteAccounts::touch_login(const std::string& token, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  update_row(db_, "UPDATE account_logins SET seen_ms = ?2 WHERE token = ?1", token, seen_ms);
}

std::vector<AccountLoginRecord> SqliteAccounts::logins(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  auto rows = db_.prepare(
      "SELECT token, account_id, address, created_ms, seen_ms FROM account_logins WHERE "
      "account_id = ?1 AND revoked_ms IS NULL ORDER BY created_ms DESC, token");
  rows.bind(1, account_id);
  std::vector<AccountLoginRecord> out;
  while (rows.step())
    out.push_back(read_login(rows));
  return out;
}

bool SqliteAccounts::revoke_login(const std::string& account_id, const std::string& token) {
  std::lock_guard lock(mutex_);
  db_.prepare(
         "UPDATE account_logins SET revoked_ms = strftime('%s', 'now') * 1000 WHERE account_id = "
         "?1 AND token = ?2 AND revoked_ms IS NULL")
      .bind(1, account_id)
      .bind(2, token)
      .run();
  return changes() == 1;
}

int SqliteAccounts::revoke_other_logins(const std::string& account_id, const std::string& keep) {
  std::lock_guard lock(mutex_);
  db_.prepare(
         "UPDATE account_logins SET revoked_ms = strftime('%s', 'now') * 1000 WHERE account_id = "
         "?1 AND token <> ?2 AND revoked_ms IS NULL")
      .bind(1, account_id)
      .bind(2, keep)
      .run();
  return changes();
}

std::vector<RatingRecord> SqliteAccounts::ratings(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  auto rows = db_.prepare(kSelectRatings);
  rows.bind(1, account_id);
  std::vector<RatingRecord> out;
  while (rows.step())
    out.push_back(read_rating(rows));
  return out;
}

std::vector<RatingRecord> SqliteAccounts::rating_history(const std::string& account_id,
                                                         const std::string& game,
                                                         const std::string& pace, int limit) {
  std::lock_guard lock(mutex_);
  auto rows = db_.prepare(kSelectHistory);
  rows.bind(1, account_id).bind(2, game).bind(3, pace).bind(4, std::int64_t{limit});
  std::vector<RatingRecord> out;
  while (rows.step())
    out.push_back(read_rating(rows));
  return out;
}

}  // namespace rockpool::server
