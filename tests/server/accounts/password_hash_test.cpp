// Password hashes (Argon2id, through libsodium) and recovery codes as the store keeps them.

#include "server/accounts/password_hash.hpp"

#include <doctest/doctest.h>

#include <cctype>

namespace rockpool::tests {
namespace {

using namespace rockpool::server::accounts;

TEST_CASE("password hash: Argon2id, salted, verified, and rehashed when the cost changes") {
  const PasswordCost cheap = PasswordCost::cheapest();
  const std::string hash = hash_password("correct horse", cheap);
  CHECK(hash.rfind("$argon2id$", 0) == 0);
  CHECK(hash != hash_password("correct horse", cheap));  // a salt of its own each time
  CHECK(verify_password(hash, "correct horse"));
  CHECK_FALSE(verify_password(hash, "correct horsf"));
  CHECK_FALSE(verify_password("not a hash", "correct horse"));
  CHECK_FALSE(needs_rehash(hash, cheap));
  CHECK(needs_rehash(hash, {cheap.operations + 1, cheap.memory_bytes}));
}

TEST_CASE("password hash: recovery codes are random and read without case or dashes") {
  const std::string code = new_recovery_code();
  CHECK(code.size() == 23);  // 20 symbols in groups of five
  CHECK(code != new_recovery_code());
  std::string sloppy;
  for (const char c : code) {
    if (c != '-') sloppy += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  CHECK(recovery_code_digest(sloppy) == recovery_code_digest(code));
  CHECK(recovery_code_digest(code).size() == 64);
  CHECK(recovery_code_digest(code) != recovery_code_digest(new_recovery_code()));
}

}  // namespace
}  // namespace rockpool::tests
