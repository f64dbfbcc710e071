#include "server/accounts/account_service.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "protocol/account_results.hpp"
#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"
#include "protocol/username.hpp"
#include "server/random_token.hpp"

namespace rockpool::server::accounts {

namespace code = protocol::code;

namespace {

const rules::Error kWrongCredentials{code::kBadCredentials, "wrong username or password"};
const rules::Error kNoAccount{code::kNotLoggedIn, "this session has no account"};

Outcome failure(rules::Error error) {
  return {"", std::move(error)};
}

Outcome success(std::string result = "{}") {
  return {std::move(result), std::nullopt};
}

}  // namespace

AccountService::AccountService(Store& store, AccountStore& accounts, SessionRegistry& sessions,
                               AccountLimits limits, Background in_background)
    : store_(store),
      accounts_(accounts),
      sessions_(sessions),
      limits_(limits),
      // Per account: 5 free tries, then 1 s doubling to 15 min; per address: 20 free tries.
      by_account_(5, std::chrono::seconds(1), std::chrono::minutes(15)),
      by_address_(20, std::chrono::seconds(1), std::chrono::minutes(15)),
      signups_(limits.signups_per_hour),
      dummy_hash_(hash_password(random_token(16), limits.cost)),
      in_background_(std::move(in_background)) {}

std::string AccountService::login_id(const std::string& token) {
  return digest_hex(token).substr(0, 12);
}

std::optional<rules::Error> AccountService::check_delays(const std::string& account_key,
                                                         const std::string& address) {
  const auto wait =
      std::max(by_account_.wait("account:" + account_key), by_address_.wait("address:" + address));
  if (wait.count() == 0) return std::nullopt;
  return rules::Error{
      code::kAccountRateLimited,
      "too many failed tries: try again in " + std::to_string((wait.count() + 999) / 1000) + " s"};
}

void AccountService::record_failure(const std::string& account_key, const std::string& address) {
  by_account_.failed("account:" + account_key);
  by_address_.failed("address:" + address);
}

bool AccountService::verify(const std::optional<AccountRecord>& account,
                            const std::string& password) {
  if (!account) {
    verify_password(dummy_hash_, password);  // as long as a real check
    return false;
  }
  if (!verify_password(account->password_hash, password)) return false;
  if (needs_rehash(account->password_hash, limits_.cost)) {
    accounts_.set_password(account->id, hash_password(password, limits_.cost));
  }
  return true;
}

std::string AccountService::new_login(const AccountRecord& account, const std::string& address) {
  std::string token = random_token(16);
  accounts_.add_login({token, account.id, address, epoch_ms(), epoch_ms()});
  sessions_.add_login(token, session_of(account));
  return token;
}

SessionPtr AccountService::session_of(const AccountRecord& account) {
  SessionPtr session = sessions_.find_or_load(account.session_token, store_);
  if (!session)
    session = sessions_.restore(account.session_token, account.public_id, account.username);
  session->set_account(account.id, account.username);
  return session;
}

Outcome AccountService::claim(const SessionPtr& session, const std::string& address,
                              const std::string& username, const std::string& password) {
  if (auto error = protocol::check_username(username)) return failure(*error);
  if (auto error = protocol::check_password(password)) return failure(*error);
  if (!session->account_id().empty() || accounts_.account_by_session(session->token())) {
    return failure({code::kAlreadyClaimed, "this session already has an account"});
  }
  const std::string key = protocol::fold_display_name(username);
  if (accounts_.account_by_username(key)) {
    return failure({code::kUsernameTaken, "that username is taken"});
  }
  if (!signups_.try_take(address)) {
    return failure({code::kAccountRateLimited, "too many new accounts from your address"});
  }
  AccountRecord account{random_token(12),
                        username,
                        key,
                        hash_password(password, limits_.cost),
                        session->token(),
                        session->public_id(),
                        epoch_ms(),
                        epoch_ms()};
  std::vector<std::string> codes, digests;
  for (int i = 0; i < limits_.recovery_codes; ++i) {
    codes.push_back(new_recovery_code());
    digests.push_back(recovery_code_digest(codes.back()));
  }
  const std::string token = random_token(16);
  if (!accounts_.create_account(account, digests,
                                {token, account.id, address, epoch_ms(), epoch_ms()})) {
    return failure({code::kUsernameTaken, "that username is taken"});
  }
  session->set_account(account.id, username);
  session->set_name(username);
  store_.write(SessionRecord{session->token(), session->public_id(), username, epoch_ms()});
  sessions_.add_login(token, session);
  return success(protocol::claim_result(username, token, codes));
}

Outcome AccountService::login(const std::string& address, const std::string& username,
                              const std::string& password) {
  const std::string key = protocol::fold_display_name(username);
  if (auto error = check_delays(key, address)) return failure(*error);
  const auto account = accounts_.account_by_username(key);
  if (!verify(account, password)) {
    record_failure(key, address);
    return failure(kWrongCredentials);
  }
  by_account_.succeeded("account:" + key);
  const std::string token = new_login(*account, address);
  accounts_.touch_account(account->id, epoch_ms());
  return success(protocol::login_result(account->username, token, account->public_id));
}

Outcome AccountService::logout(const SessionPtr& session, const std::string& token) {
  const std::string account_id = session->account_id();
  if (account_id.empty()) return failure(kNoAccount);
  if (!accounts_.revoke_login(account_id, token)) {
    return failure({code::kNoSuchLogin, "no such login of this account"});
  }
  sessions_.forget_login(token);
  return success();
}

Outcome AccountService::change_password(const SessionPtr& session, const std::string& address,
                                        const std::string& old_password,
                                        const std::string& new_password) {
  const std::string account_id = session->account_id();
  if (account_id.empty()) return failure(kNoAccount);
  if (auto error = protocol::check_password(new_password)) return failure(*error);
  const auto account = accounts_.account(account_id);
  if (!account) return failure(kNoAccount);
  if (auto error = check_delays(account->username_key, address)) return failure(*error);
  if (!verify(account, old_password)) {
    record_failure(account->username_key, address);
    return failure(kWrongCredentials);
  }
  accounts_.set_password(account_id, hash_password(new_password, limits_.cost));
  return success();
}

Outcome AccountService::reset(const std::string& address, const std::string& username,
                              const std::string& recovery_code, const std::string& new_password) {
  if (auto error = protocol::check_password(new_password)) return failure(*error);
  const std::string key = protocol::fold_display_name(username);
  if (auto error = check_delays(key, address)) return failure(*error);
  const auto account = accounts_.account_by_username(key);
  if (!account || !accounts_.spend_recovery_code(account->id, recovery_code_digest(recovery_code),
                                                 epoch_ms())) {
    record_failure(key, address);
    return failure({code::kBadRecoveryCode, "wrong username or recovery code"});
  }
  by_account_.succeeded("account:" + key);
  accounts_.set_password(account->id, hash_password(new_password, limits_.cost));
  // Whoever used the lost password is logged out everywhere.
  for (const AccountLoginRecord& login : accounts_.logins(account->id))
    sessions_.forget_login(login.token);
  accounts_.revoke_other_logins(account->id, "");
  const std::string token = new_login(*account, address);
  return success(protocol::reset_result(account->username, token, account->public_id,
                                        accounts_.recovery_codes_left(account->id)));
}

Outcome AccountService::list_logins(const SessionPtr& session) {
  const std::string account_id = session->account_id();
  if (account_id.empty()) return failure(kNoAccount);
  std::vector<protocol::LoginEntry> list;
  for (const AccountLoginRecord& login : accounts_.logins(account_id)) {
    list.push_back({login_id(login.token), login.address, login.created_ms, login.seen_ms});
  }
  return success(protocol::logins_result(list));
}

Outcome AccountService::revoke(const SessionPtr& session, const std::string& id) {
  const std::string account_id = session->account_id();
  if (account_id.empty()) return failure(kNoAccount);
  for (const AccountLoginRecord& login : accounts_.logins(account_id)) {
    if (login_id(login.token) != id) continue;
    accounts_.revoke_login(account_id, login.token);
    sessions_.forget_login(login.token);
    return success();
  }
  return failure({code::kNoSuchLogin, "no such login of this account"});
}

SessionPtr AccountService::resume(const std::string& token) {
  if (auto session = sessions_.find_login(token)) return session;
  // A session in memory that is known to be a guest's or an account's: no store read.
  if (auto session = sessions_.find(token); session && session->account_checked()) {
    return session->account_id().empty() ? session : nullptr;
  }
  if (auto login = accounts_.login(token)) {
    auto account = accounts_.account(login->account_id);
    if (!account) return nullptr;
    // A write: kept off the network thread that resumes the session.
    auto touch = [this, token, now = epoch_ms()] {
      try {
        accounts_.touch_login(token, now);
      } catch (const std::exception& error) {
        spdlog::warn("accounts: a login's last-seen time was not kept: {}", error.what());
      }
    };
    if (in_background_) {
      in_background_(std::move(touch));
    } else {
      touch();
    }
    auto session = session_of(*account);
    sessions_.add_login(token, session);
    return session;
  }
  auto session = sessions_.find_or_load(token, store_);
  if (!session) return nullptr;
  if (!session->account_checked()) {
    if (auto account = accounts_.account_by_session(token)) {
      session->set_account(account->id, account->username);
    } else {
      session->mark_account_checked();
    }
  }
  return session->account_id().empty() ? session : nullptr;
}

}  // namespace rockpool::server::accounts
