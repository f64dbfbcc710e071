#pragma once
// The results of the account requests, each object's keys in alphabetical order.

#include <cstdint>
#include <string>
#include <vector>

namespace rockpool::protocol {

// account.claim: {"recovery_codes":[...],"token":...,"username":...}
std::string claim_result(const std::string& username, const std::string& token,
                         const std::vector<std::string>& recovery_codes);
// account.login: {"id":...,"token":...,"username":...}
std::string login_result(const std::string& username, const std::string& token,
                         const std::string& id);
// account.reset: account.login's, with "recovery_codes_left":N
std::string reset_result(const std::string& username, const std::string& token,
                         const std::string& id, std::int64_t recovery_codes_left);

struct LoginEntry {
  std::string id;  // a short digest of the login's token, never the token
  std::string address;
  std::int64_t created_ms = 0;
  std::int64_t seen_ms = 0;
};
// account.sessions: {"sessions":[{"address":...,"created_ms":N,"id":...,"seen_ms":N},...]}
std::string logins_result(const std::vector<LoginEntry>& logins);

}  // namespace rockpool::protocol
