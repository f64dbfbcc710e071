#pragma once
// The accounts of the embedded store, on a connection of their own: each call is one short
// transaction (SQLite's busy timeout lets it wait for the match writer's commit).

#include <mutex>
#include <string>

#include "server/store/account_store.hpp"
#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

// The account tables (schema 3), created by a fresh database and by the migration from 2; run
// again at every start of an older file for the indexes added since.
extern const char* const kSqliteAccountSchema;

class SqliteAccounts final : public AccountStore {
 public:
  explicit SqliteAccounts(const std::string& path);

  bool create_account(const AccountRecord& account,
                      const std::vector<std::string>& recovery_digests,
                      const AccountLoginRecord& login) override;
  std::optional<AccountRecord> account(const std::string& id) override;
  std::optional<AccountRecord> account_by_username(const std::string& username_key) override;
  std::optional<AccountRecord> account_by_session(const std::string& session_token) override;
  void set_password(const std::string& account_id, const std::string& password_hash) override;
  void touch_account(const std::string& account_id, std::int64_t seen_ms) override;
  bool spend_recovery_code(const std::string& account_id, const std::string& digest,
                           std::int64_t now_ms) override;
  int recovery_codes_left(const std::string& account_id) override;
  void add_login(const AccountLoginRecord& login) override;
  std::optional<AccountLoginRecord> login(const std::string& token) override;
  void touch_login(const std::string& token, std::int64_t seen_ms) override;
  std::vector<AccountLoginRecord> logins(const std::string& account_id) override;
  bool revoke_login(const std::string& account_id, const std::string& token) override;
  int revoke_other_logins(const std::string& account_id, const std::string& keep) override;
  std::vector<RatingRecord> ratings(const std::string& account_id) override;
  std::vector<RatingRecord> rating_history(const std::string& account_id, const std::string& game,
                                           const std::string& pace, int limit) override;
  std::vector<GameTally> tallies(const AccountRecord& account) override;
  std::vector<PlayedMatch> recent_matches(const AccountRecord& account, int limit) override;
  std::vector<BoardRating> top_ratings(const std::string& game, const std::string& pace,
                                       double deviation_below, std::int64_t rated_since_ms,
                                       int limit) override;

 private:
  std::optional<AccountRecord> account_where(const char* sql, const std::string& value);
  int changes() { return sqlite3_changes(db_.handle()); }

  std::mutex mutex_;
  Database db_;
};

}  // namespace rockpool::server
