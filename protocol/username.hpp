#pragma once
// Account usernames: the display names' character rules, unique without regard to case or width
// (their folded form is the key), and a few words refused that would pass for the server's own.

#include <optional>
#include <string_view>

#include "rules/core/error.hpp"

namespace rockpool::protocol {

// Why `username` cannot be an account's (`account/bad_username`), or nothing.
std::optional<rules::Error> check_username(std::string_view username);

// A password: 8 to 256 bytes (`account/bad_password`); JSON text is valid UTF-8 already.
std::optional<rules::Error> check_password(std::string_view password);

}  // namespace rockpool::protocol
