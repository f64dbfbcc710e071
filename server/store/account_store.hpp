#pragma once
// Accounts in the store. Unlike the match records, these are read and written at once and answer
// (a username may be taken): call them from the store's reader threads, never from a network
// thread or a room's strand. Ratings are written with the match end that made them
// (MatchEndRecord::ratings), in its transaction.

#include <optional>
#include <string>
#include <vector>

#include "server/store/account_records.hpp"

namespace rockpool::server {

class AccountStore {
 public:
  virtual ~AccountStore() = default;

  // Creates the account with its recovery code digests and its first login; false (and nothing
  // written) when its username key or its session already has an account.
  virtual bool create_account(const AccountRecord& account,
                              const std::vector<std::string>& recovery_digests,
                              const AccountLoginRecord& login) = 0;
  virtual std::optional<AccountRecord> account(const std::string& id) = 0;
  virtual std::optional<AccountRecord> account_by_username(const std::string& username_key) = 0;
  virtual std::optional<AccountRecord> account_by_session(const std::string& session_token) = 0;
  virtual void set_password(const std::string& account_id, const std::string& password_hash) = 0;
  virtual void touch_account(const std::string& account_id, std::int64_t seen_ms) = 0;

  // Spends a recovery code: true once, when it is one of the account's unspent codes.
  virtual bool spend_recovery_code(const std::string& account_id, const std::string& digest,
                                   std::int64_t now_ms) = 0;
  virtual int recovery_codes_left(const std::string& account_id) = 0;

  virtual void add_login(const AccountLoginRecord& login) = 0;
  // A login that has not been revoked.
  virtual std::optional<AccountLoginRecord> login(const std::string& token) = 0;
  virtual void touch_login(const std::string& token, std::int64_t seen_ms) = 0;
  // The account's logins, newest first.
  virtual std::vector<AccountLoginRecord> logins(const std::string& account_id) = 0;
  // Revokes one of the account's logins: false when it has no such login.
  virtual bool revoke_login(const std::string& account_id, const std::string& token) = 0;
  // Revokes every login of the account but `keep` (after a password change or reset).
  virtual int revoke_other_logins(const std::string& account_id, const std::string& keep) = 0;

  // The account's ratings (one per game and pace it has played rated), and the newest `limit`
  // points of one's history, oldest first.
  virtual std::vector<RatingRecord> ratings(const std::string& account_id) = 0;
  virtual std::vector<RatingRecord> rating_history(const std::string& account_id,
                                                   const std::string& game, const std::string& pace,
                                                   int limit) = 0;

  // The account's finished matches: its results per game, and its newest public ones. A seat is
  // the account's when it holds the account's session (the token; the public id finds it fast).
  virtual std::vector<GameTally> tallies(const AccountRecord& account) = 0;
  virtual std::vector<PlayedMatch> recent_matches(const AccountRecord& account, int limit) = 0;

  // A leaderboard's candidates: the game and pace's ratings stored with a deviation under
  // `deviation_below` and a last rated game at `rated_since_ms` or later, highest first, at most
  // `limit`. The deviation grows when read: the caller reads each and keeps the ones still under.
  virtual std::vector<BoardRating> top_ratings(const std::string& game, const std::string& pace,
                                               double deviation_below, std::int64_t rated_since_ms,
                                               int limit) = 0;
};

}  // namespace rockpool::server
