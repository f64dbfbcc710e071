#pragma once
// The accounts of the PostgreSQL store, on a connection of their own: each call one short
// statement or transaction, answered at once.

#include <memory>
#include <mutex>
#include <string>

#include "server/store/account_store.hpp"

namespace rockpool::server::cluster {

class PgConnection;
class PgResult;

// The account tables (schema 2), created with the rest by PostgresStore's migration.
extern const char* const kPostgresAccountSchema;

class PostgresAccounts final : public AccountStore {
 public:
  PostgresAccounts(const std::string& conninfo, const std::string& application_name);
  ~PostgresAccounts() override;

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
  // The connection, connected again first if the server went away since.
  PgConnection& db();

  std::mutex mutex_;
  std::unique_ptr<PgConnection> db_;
};

// A double as PostgreSQL reads it back exactly.
std::string pg_real(double value);
// A row of account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id.
RatingRecord read_rating(const PgResult& rows, int row);

}  // namespace rockpool::server::cluster
