#include "protocol/username.hpp"

#include <array>
#include <cctype>
#include <string>

#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"

namespace rockpool::protocol {

namespace {

// Folded, with everything but ASCII letters and digits removed.
constexpr std::array<std::string_view, 10> kReserved = {
    "admin",  "administrator", "moderator", "mod",   "rockpool",
    "system", "root",          "support",   "guest", "anonymous"};

std::string letters_and_digits(std::string_view folded) {
  std::string out;
  for (const char c : folded) {
    if (std::isalnum(static_cast<unsigned char>(c))) out += c;
  }
  return out;
}

}  // namespace

std::optional<rules::Error> check_username(std::string_view username) {
  if (auto error = check_display_name(username)) {
    return rules::Error{code::kBadUsername, error->message};
  }
  const std::string bare = letters_and_digits(fold_display_name(username));
  for (const std::string_view reserved : kReserved) {
    if (bare == reserved) return rules::Error{code::kBadUsername, "that name is reserved"};
  }
  // "Guest 1a2" is what a guest is called: an account called so would pass for one.
  if (bare.rfind("guest", 0) == 0) {
    return rules::Error{code::kBadUsername, "a username may not start with 'Guest'"};
  }
  return std::nullopt;
}

std::optional<rules::Error> check_password(std::string_view password) {
  if (password.size() < 8) {
    return rules::Error{code::kBadPassword, "a password has at least 8 bytes"};
  }
  if (password.size() > 256) {
    return rules::Error{code::kBadPassword, "a password has at most 256 bytes"};
  }
  return std::nullopt;
}

}  // namespace rockpool::protocol
