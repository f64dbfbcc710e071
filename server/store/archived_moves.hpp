#pragma once
// An ended match's moves as the SQLite store archives them (protocol/archived_moves.hpp), as the
// store's records.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "server/store/records.hpp"

namespace rockpool::server {

std::string archived_moves_text(std::span<const ActionRecord> actions);
// The moves of `match_id` read back, numbered from ply 1; throws std::runtime_error on a text
// that is not such an array.
std::vector<ActionRecord> read_archived_moves(const std::string& match_id, std::string_view text);

}  // namespace rockpool::server
