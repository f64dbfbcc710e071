#pragma once
// Display names: what a player may call themselves, and the folded form that tells whether two
// names would look the same to people.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "rules/core/error.hpp"

namespace rockpool::protocol {

// The character rules of every name a person gives (display names, usernames, tournament names):
// valid UTF-8, 1 to `max_code_points` code points, none of the characters check_display_name
// refuses, spaces as it says. Returns why not (`session/bad_name`), or nothing.
std::optional<rules::Error> check_name_text(std::string_view name, std::size_t max_code_points);

// A display name: valid UTF-8, 1 to 24 code points, no control, format, private-use, unassigned
// or invisible characters, no separator but the plain space (never two in a row, never at either
// end), none of < > & " ' `, and not a reserved name. Returns why not (`session/bad_name`), or
// nothing when the name is acceptable.
std::optional<rules::Error> check_display_name(std::string_view name);

// NFKC and Unicode case folding: "ｂｏｂ" and "BOB" both fold to "bob", "Straße" to "strasse".
// Compare folded names wherever two names must not pass for one another. Text that is not valid
// UTF-8 is returned unchanged.
std::string fold_display_name(std::string_view name);

}  // namespace rockpool::protocol
