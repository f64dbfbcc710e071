#include "server/store/sql_accounts.hpp"

#include "server/store/account_rows.hpp"
#include "server/store/profile_rows.hpp"

namespace rockpool::server {

namespace {

SqlParams login_params(const AccountLoginRecord& login) {
  return SqlParams()
      .text(login.token)
      .text(login.account_id)
      .text(login.address)
      .integer(login.created_ms)
      .integer(login.seen_ms);
}

}  // namespace

SqlAccounts::SqlAccounts(std::unique_ptr<SqlSession> db, const AccountStatements& sql,
                         const ProfileStatements& profile_sql)
    : db_(std::move(db)), sql_(sql), profile_sql_(profile_sql) {}

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
    const std::int64_t inserted = change(sql_.insert_account, SqlParams()
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
      change(sql_.insert_recovery_code, SqlParams().text(account.id).text(digest));
    change(sql_.insert_login, login_params(login));
    return true;
  });
}

std::optional<AccountRecord> SqlAccounts::account_where(const char* sql, const std::string& value) {
  std::lock_guard lock(mutex_);
  return row_read_again_if_lost(*db_, sql, SqlParams().text(value), read_account<SqlRow>);
}

std::optional<AccountRecord> SqlAccounts::account(const std::string& id) {
  return account_where(sql_.account_by_id, id);
}

std::optional<AccountRecord> SqlAccounts::account_by_username(const std::string& username_key) {
  return account_where(sql_.account_by_username, username_key);
}

std::optional<AccountRecord> SqlAccounts::account_by_session(const std::string& session_token) {
  return account_where(sql_.account_by_session, session_token);
}

void SqlAccounts::set_password(const std::string& account_id, const std::string& password_hash) {
  std::lock_guard lock(mutex_);
  change(sql_.set_password, SqlParams().text(account_id).text(password_hash));
}

void SqlAccounts::touch_account(const std::string& account_id, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  change(sql_.touch_account, SqlParams().text(account_id).integer(seen_ms));
}

bool SqlAccounts::spend_recovery_code(const std::string& account_id, const std::string& digest,
                                      std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  return change(sql_.spend_recovery_code,
                SqlParams().text(account_id).text(digest).integer(now_ms)) == 1;
}

int SqlAccounts::recovery_codes_left(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  int left = 0;
  db_->run(sql_.recovery_codes_left, SqlParams().text(account_id),
           [&](const SqlRow& row) { left = static_cast<int>(row.integer(0)); });
  return left;
}

void SqlAccounts::add_login(const AccountLoginRecord& login) {
  std::lock_guard lock(mutex_);
  change(sql_.insert_login, login_params(login));
}

std::optional<AccountLoginRecord> SqlAccounts::login(const std::string& token) {
  std::lock_guard lock(mutex_);
  return row_read_again_if_lost(*db_, sql_.login, SqlParams().text(token), read_login<SqlRow>);
}

void SqlAccounts::touch_login(const std::string& token, std::int64_t seen_ms) {
  std::lock_guard lock(mutex_);
  change(sql_.touch_login, SqlParams().text(token).integer(seen_ms));
}

std::vector<AccountLoginRecord> SqlAccounts::logins(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, sql_.logins, SqlParams().text(account_id), read_login<SqlRow>);
}

bool SqlAccounts::revoke_login(const std::string& account_id, const std::string& token) {
  std::lock_guard lock(mutex_);
  return change(sql_.revoke_login, SqlParams().text(account_id).text(token)) == 1;
}

int SqlAccounts::revoke_other_logins(const std::string& account_id, const std::string& keep) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      change(sql_.revoke_other_logins, SqlParams().text(account_id).text(keep)));
}

std::vector<RatingRecord> SqlAccounts::ratings(const std::string& account_id) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, sql_.ratings, SqlParams().text(account_id), read_rating<SqlRow>);
}

std::vector<RatingRecord> SqlAccounts::rating_history(const std::string& account_id,
                                                      const std::string& game,
                                                      const std::string& pace, int limit) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, sql_.rating_history,
                   SqlParams().text(account_id).text(game).text(pace).integer(limit),
                   read_rating<SqlRow>);
}

std::vector<GameTally> SqlAccounts::tallies(const AccountRecord& account) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, profile_sql_.tallies,
                   SqlParams().text(account.public_id).text(account.session_token),
                   read_tally<SqlRow>);
}

std::vector<PlayedMatch> SqlAccounts::recent_matches(const AccountRecord& account, int limit) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, profile_sql_.recent_matches,
                   SqlParams()
                       .text(account.public_id)
                       .text(account.session_token)
                       .text(account.id)
                       .integer(limit),
                   read_played_match<SqlRow>);
}

std::vector<BoardRating> SqlAccounts::top_ratings(const std::string& game, const std::string& pace,
                                                  double deviation_below,
                                                  std::int64_t rated_since_ms, int limit) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, profile_sql_.top_ratings,
                   SqlParams()
                       .text(game)
                       .text(pace)
                       .real(deviation_below)
                       .integer(rated_since_ms)
                       .integer(limit),
                   read_board_rating<SqlRow>);
}

}  // namespace rockpool::server
