#pragma once
// Passwords and recovery codes as they are kept: a password as an Argon2id string (libsodium's
// crypto_pwhash_str, which holds its salt and parameters), a recovery code (100 random bits, no
// need of a slow hash) as its BLAKE2b digest. Hashing a password is slow on purpose (a tenth to
// half a second with the interactive limits): call it from the store's threads, never from a
// network thread or a room's strand.

#include <string>
#include <string_view>

namespace rockpool::server::accounts {

// Argon2id's work and memory. Tests use the cheapest set; a server uses libsodium's interactive
// limits.
struct PasswordCost {
  unsigned long long operations = 0;
  std::size_t memory_bytes = 0;
  static PasswordCost interactive();
  static PasswordCost cheapest();
};

// Throws std::runtime_error if libsodium cannot hash (out of memory).
std::string hash_password(std::string_view password, const PasswordCost& cost);
// Whether `password` is the one `hash` was made from, compared in constant time.
bool verify_password(std::string_view hash, std::string_view password);
// Whether `hash` was made with other parameters than `cost` (then hash the password again once it
// is verified).
bool needs_rehash(std::string_view hash, const PasswordCost& cost);

// A new recovery code, ready to show: 20 symbols of base32 (100 random bits) in groups of five.
std::string new_recovery_code();
// A recovery code's digest as kept (hex); the code is read without case, spaces or dashes.
std::string recovery_code_digest(std::string_view code);
// BLAKE2b of any text, as hex.
std::string digest_hex(std::string_view text);

}  // namespace rockpool::server::accounts
