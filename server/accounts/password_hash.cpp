#include "server/accounts/password_hash.hpp"

#include <sodium.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <stdexcept>

namespace rockpool::server::accounts {

namespace {

void ensure_sodium() {
  // sodium_init is safe to call from several threads and more than once.
  static const int ready = sodium_init();
  if (ready < 0) throw std::runtime_error("libsodium could not start");
}

constexpr std::string_view kBase32 = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";  // no I, O, 0, 1

}  // namespace

PasswordCost PasswordCost::interactive() {
  return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

PasswordCost PasswordCost::cheapest() {
  return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

std::string hash_password(std::string_view password, const PasswordCost& cost) {
  ensure_sodium();
  std::array<char, crypto_pwhash_STRBYTES> out{};
  if (crypto_pwhash_str_alg(out.data(), password.data(), password.size(), cost.operations,
                            cost.memory_bytes, crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("password hashing ran out of memory");
  }
  return std::string(out.data());
}

bool verify_password(std::string_view hash, std::string_view password) {
  ensure_sodium();
  if (hash.size() >= crypto_pwhash_STRBYTES) return false;
  const std::string terminated(hash);  // crypto_pwhash_str_verify reads a C string
  return crypto_pwhash_str_verify(terminated.c_str(), password.data(), password.size()) == 0;
}

bool needs_rehash(std::string_view hash, const PasswordCost& cost) {
  ensure_sodium();
  const std::string terminated(hash);
  return crypto_pwhash_str_needs_rehash(terminated.c_str(), cost.operations, cost.memory_bytes) !=
         0;
}

std::string new_recovery_code() {
  ensure_sodium();
  std::string code;
  for (int i = 0; i < 20; ++i) {
    if (i > 0 && i % 5 == 0) code += '-';
    code += kBase32[randombytes_uniform(static_cast<std::uint32_t>(kBase32.size()))];
  }
  return code;  // 20 symbols of 5 bits: 100 random bits
}

std::string recovery_code_digest(std::string_view code) {
  std::string normal;
  for (const char c : code) {
    if (c == '-' || c == ' ') continue;
    normal += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return digest_hex(normal);
}

std::string digest_hex(std::string_view text) {
  ensure_sodium();
  std::array<unsigned char, crypto_generichash_BYTES> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(text.data()), text.size(), nullptr, 0);
  std::array<char, crypto_generichash_BYTES * 2 + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data());
}

}  // namespace rockpool::server::accounts
