#pragma once
// Display names: what a player may call themselves, and the folded form that tells whether two
// names would look the same to people.

#include <optional>
#include <string>
#include <string_view>

#include "rules/core/error.hpp"

namespace rockpool::protocol {

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
