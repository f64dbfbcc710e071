#pragma once
// The accounts of either store, written once over its database seam (SqlSession), with what its
// SQL says in its own way (AccountDialect): each call is one short statement or transaction on a
// connection of the accounts' own, answered at once.

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "server/store/account_store.hpp"
#include "server/store/sql_session.hpp"

namespace rockpool::server {

// What the accounts' SQL says in each database's own way.
struct AccountDialect {
  // id, username, username_key, password_hash, session_token, public_id, created_ms, seen_ms
  // (?1 to ?8): inserts no row when the username key or the session already has an account.
  const char* insert_account;
  // The database's clock in milliseconds since the epoch, as an expression.
  const char* now_ms;
};

class SqlAccounts : public AccountStore {
 public:
  SqlAccounts(std::unique_ptr<SqlSession> db, const AccountDialect& dialect);

  bool create_account(const AccountRecord& account,
                      const std::vector<std::string>& recovery_digests,
                      const AccountLoginRecord& login) final;
  std::optional<AccountRecord> account(const std::string& id) final;
  std::optional<AccountRecord> account_by_username(const std::string& username_key) final;
  std::optional<AccountRecord> account_by_session(const std::string& session_token) final;
  void set_password(const std::string& account_id, const std::string& password_hash) final;
  void touch_account(const std::string& account_id, std::int64_t seen_ms) final;
  bool spend_recovery_code(const std::string& account_id, const std::string& digest,
                           std::int64_t now_ms) final;
  int recovery_codes_left(const std::string& account_id) final;
  void add_login(const AccountLoginRecord& login) final;
  std::optional<AccountLoginRecord> login(const std::string& token) final;
  void touch_login(const std::string& token, std::int64_t seen_ms) final;
  std::vector<AccountLoginRecord> logins(const std::string& account_id) final;
  bool revoke_login(const std::string& account_id, const std::string& token) final;
  int revoke_other_logins(const std::string& account_id, const std::string& keep) final;
  std::vector<RatingRecord> ratings(const std::string& account_id) final;
  std::vector<RatingRecord> rating_history(const std::string& account_id, const std::string& game,
                                           const std::string& pace, int limit) final;
  // What profiles and leaderboards read (sql_profile_reads.cpp).
  std::vector<GameTally> tallies(const AccountRecord& account) final;
  std::vector<PlayedMatch> recent_matches(const AccountRecord& account, int limit) final;
  std::vector<BoardRating> top_ratings(const std::string& game, const std::string& pace,
                                       double deviation_below, std::int64_t rated_since_ms,
                                       int limit) final;

 private:
  std::optional<AccountRecord> account_where(const char* sql, const std::string& value);
  // Runs one statement that reads nothing; returns the rows it changed.
  std::int64_t change(const char* sql, const SqlParams& params);

  std::mutex mutex_;
  std::unique_ptr<SqlSession> db_;
  const char* insert_account_;
  // Revoke at the database's clock.
  std::string revoke_login_;
  std::string revoke_other_logins_;
};

}  // namespace rockpool::server
