#include "server/store/sql_accounts.hpp"

#include "server/store/account_rows.hpp"

namespace rockpool::server {

namespace {

// Whole statements, joined by the compiler: GCC 12 reads some std::string concatenations as out
// of bounds (-Warray-bounds).
#define ROCKPOOL_SELECT_ACCOUNT                                                              \
  "SELECT id, username, username_key, password_hash, session_token, public_id, created_ms, " \
  "seen_ms FROM accounts WHERE "
#define ROCKPOOL_SELECT_LOGINS \
  "SELECT token, account_id, address, created_ms, seen_ms FROM account_logins WHERE "
#define ROCKPOOL_RATING_COLUMNS \
  "account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id"
constexpr const char* kInsertRecoveryCode =
    "INSERT INTO recovery_codes (account_id, digest) VALUES (?1, ?2)";
constexpr const char* kInsertLogin =
    "INSERT INTO account_logins (token, account_id, address, created_ms, seen_ms) VALUES (?1, ?2, "
    "?3, ?4, ?5)";
constexpr const char* kAccountById = ROCKPOOL_SELECT_ACCOUNT "id = ?1";
constexpr const char* kAccountByUsername = ROCKPOOL_SELECT_ACCOUNT "username_key = ?1";
constexpr const char* kAccountBySession = ROCKPOOL_SELECT_ACCOUNT "session_token = ?1";
constexpr const char* kSetPassword = "UPDATE accounts SET password_hash = ?2 WHERE id = ?1";
constexpr const char* kTouchAccount = "UPDATE accounts SET seen_ms = ?2 WHERE id = ?1";
constexpr const char* kSpendRecoveryCode =
    "UPDATE recovery_codes SET spent_ms = ?3 WHERE account_id = ?1 AND digest = ?2 AND spent_ms "
    "IS NULL";
constexpr const char* kRecoveryCodesLeft =
    "SELECT count(*) FROM recovery_codes WHERE account_id = ?1 AND spent_ms IS NULL";
constexpr const char* kSelectLogin = ROCKPOOL_SELECT_LOGINS "token = ?1 AND revoked_ms IS NULL";
constexpr const char* kTouchLogin = "UPDATE account_logins SET seen_ms = ?2 WHERE token = ?1";
constexpr const char* kSelectLogins =
    ROCKPOOL_SELECT_LOGINS "account_id = ?1 AND revoked_ms IS NULL ORDER BY created_ms DESC, token";
constexpr const char* kSelectRatings =
    "SELECT " ROCKPOOL_RATING_COLUMNS " FROM ratings WHERE account_id = ?1 ORDER BY game, pace";
constexpr const char* kSelectHistory =
    "SELECT * FROM (SELECT " ROCKPOOL_RATING_COLUMNS
    " FROM rating_history WHERE account_id = ?1 AND game = ?2 AND pace = ?3 ORDER BY rated_ms "
    "DESC, games DESC LIMIT ?4) newest ORDER BY rated_ms, games";
#undef ROCKPOOL_SELECT_ACCOUNT
#undef ROCKPOOL_SELECT_LOGINS
#undef ROCKPOOL_RATING_COLUMNS

SqlParams login_params(const AccountLoginRecord& login) {
  return SqlParams()
      .text(login.token)
      .text(login.account_id)
      .text(login.address)
      .integer(login.created_ms)
      .integer(login.seen_ms);
}

}  // namespace

SqlAccounts::SqlAccounts(std::unique_ptr<SqlSession> db, const AccountDialect& dialect)
    : db_(std::move(db)),
      insert_account_(dialect.insert_account),
      revoke_login_(std::string("UPDATE account_logins SET revoked_ms = ") + dialect.now_ms +
                    " WHERE account_id = ?1 AND token = ?2 AND revoked_ms IS NULL"),
      revoke_other_logins_(std::string("UPDATE account_logins SET revoked_ms = ") + dialect.now_ms +
                           " WHERE account_id = ?1 AND token <> ?2 AND revoked_ms IS NULL") {}

std::int64_t SqlAccounts::change(const char* sql, const SqlParams& params) {
  return db_->run(sql, params, {});
}

bool SqlAccounts::create_account(const AccountRecord& account,
                                 const std::vector<std::string>& recovery_digests,
                                 const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  return in_transaction(*db_, [&] {
    // A username or session taken (by another node too, meanwhile) is an answer, no row, not an
    // error.
    const std::int64_t inserted = change(insert_account_, SqlParams()
                                                              .text(account.id)
                                                              .text(account.username)
                                                              .text(account.username_key)
                                                              .text(account.password_hash)
                                                              .text(account.session_token)
                                                              .text(account.public_id)
                                                              .integer(account.created_ms)
                                                              .integer(account.seen_ms));
    if (inserted != 1) return false;
    for (const std::string& digest : recovery_digests)
      change(kInsertRecoveryCode, SqlParams().text(account.id).text(digest));
    change(kInsertLogin, login_params(login));
    return true;
  });
}

std::optional<AccountRecord> SqlAccounts::account_where(const char* sql, const std::string& value) {
  std::lock_guard lock(mutex_);
  return row_read_again_if_lost(*db_, sql, SqlParams().text(value), read_account<SqlRow>);
}

std::optional<AccountRecord> SqlAccounts::account(const std::string& id) {
  return account_where(kAccountById, id);
}

std::optional<AccountRecord> SqlAccounts::account_by_username(const std::string& username_key) {
  return account_where(kAccountByUsername, username_key);
}

std::optional<AccountRecord> SqlAccounts::account_by_session(const std::string& session_token) {
  return account_where(kAccountBySession, session_token);
}

void SqlAccounts::set_password(const std::string& account_id, const std::string& password_hash) {
  std::lock_guard lock(mutex_);
  change(kSetPassword, SqlParams().text(account_id).text(password_hash));
}

void SqlAccounts::touch_account(const std::string& account_id, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  change(kTouchAccount, SqlParams().text(account_id).integer(seen_ms));
}

bool SqlAccounts::spend_recovery_code(const std::string& account_id, const std::string& digest,
                                      std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  return change(kSpendRecoveryCode, SqlParams().text(account_id).text(digest).integer(now_ms)) == 1;
}

int SqlAccounts::recovery_codes_left(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  int left = 0;
  db_->run(kRecoveryCodesLeft, SqlParams().text(account_id),
           [&](const SqlRow& row) { left = static_cast<int>(row.integer(0)); });
  return left;
}

void SqlAccounts::add_login(const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  change(kInsertLogin, login_params(login));
}

std::optional<AccountLoginRecord> SqlAccounts::login(const std::string& token) {
  std::lock_guard lock(mutex_);
  return row_read_again_if_lost(*db_, kSelectLogin, SqlParams().text(token), read_login<SqlRow>);
}

void SqlAccounts::touch_login(const std::string& token, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  change(kTouchLogin, SqlParams().text(token).integer(seen_ms));
}

std::vector<AccountLoginRecord> SqlAccounts::logins(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, kSelectLogins, SqlParams().text(account_id), read_login<SqlRow>);
}

bool SqlAccounts::revoke_login(const std::string& account_id, const std::string& token) {
  std::lock_guard lock(mutex_);
  return change(revoke_login_.c_str(), SqlParams().text(account_id).text(token)) == 1;
}

int SqlAccounts::revoke_other_logins(const std::string& account_id, const std::string& keep) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      change(revoke_other_logins_.c_str(), SqlParams().text(account_id).text(keep)));
}

std::vector<RatingRecord> SqlAccounts::ratings(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, kSelectRatings, SqlParams().text(account_id), read_rating<SqlRow>);
}

std::vector<RatingRecord> SqlAccounts::rating_history(const std::string& account_id,
                                                      const std::string& game,
                                                      const std::string& pace, int limit) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, kSelectHistory,
                   SqlParams().text(account_id).text(game).text(pace).integer(limit),
                   read_rating<SqlRow>);
}

}  // namespace rockpool::server
