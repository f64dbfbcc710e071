#pragma once
// What the account requests do, each call run to its end on a store thread (hashing a password is
// slow on purpose): claim an account for a session, log in (a new login token), log out, change
// the password, reset it with a recovery code, list and revoke the logins. Each answers a result
// (JSON text) or an error, and an error changes nothing. A wrong username and a wrong password
// get the same answer, and take the same time (a hash is checked either way).

#include <functional>
#include <optional>
#include <string>

#include "rules/core/error.hpp"
#include "server/accounts/login_limits.hpp"
#include "server/accounts/password_hash.hpp"
#include "server/accounts/session.hpp"
#include "server/store/store.hpp"

namespace rockpool::server::accounts {

struct AccountLimits {
  PasswordCost cost = PasswordCost::interactive();
  int signups_per_hour = 5;  // per client address; 0: no limit
  int recovery_codes = 10;
};

struct Outcome {
  std::string result;  // JSON object text, when no error
  std::optional<rules::Error> error;
};

class AccountService {
 public:
  // `in_background` runs what need not hold up its caller (a login's last-seen time) on a store
  // thread; unset, at once.
  using Background = std::function<void(std::function<void()>)>;
  AccountService(Store& store, AccountStore& accounts, SessionRegistry& sessions,
                 AccountLimits limits, Background in_background = {});

  Outcome claim(const SessionPtr& session, const std::string& address, const std::string& username,
                const std::string& password);
  Outcome login(const std::string& address, const std::string& username,
                const std::string& password);
  Outcome logout(const SessionPtr& session, const std::string& token);
  Outcome change_password(const SessionPtr& session, const std::string& address,
                          const std::string& old_password, const std::string& new_password);
  Outcome reset(const std::string& address, const std::string& username,
                const std::string& recovery_code, const std::string& new_password);
  Outcome list_logins(const SessionPtr& session);
  Outcome revoke(const SessionPtr& session, const std::string& login_id);

  // The session a hello's token resumes: an account's login token gives the account's session; a
  // session's own token gives it unless it is an account's (then only its logins do). Null: start
  // a new session.
  SessionPtr resume(const std::string& token);

  // A login's public id (its token is a secret): a digest's first characters.
  static std::string login_id(const std::string& token);

 private:
  // The limits' verdict on a login attempt for this account key and address.
  std::optional<rules::Error> check_delays(const std::string& account_key,
                                           const std::string& address);
  void record_failure(const std::string& account_key, const std::string& address);
  // Verifies a password against the account's hash (or against a dummy hash when there is no
  // account, so that both take as long), rehashing it when the parameters changed.
  bool verify(const std::optional<AccountRecord>& account, const std::string& password);
  std::string new_login(const AccountRecord& account, const std::string& address);
  SessionPtr session_of(const AccountRecord& account);

  Store& store_;
  AccountStore& accounts_;
  SessionRegistry& sessions_;
  AccountLimits limits_;
  FailureDelays by_account_;
  FailureDelays by_address_;
  SignupLimit signups_;
  std::string dummy_hash_;
  Background in_background_;
};

}  // namespace rockpool::server::accounts
