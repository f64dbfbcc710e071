#pragma once
// GET /api/players/<username>: an account's public facts, its ratings as read now (each deviation
// grown with the time since its last rated game, as Glicko-2 has it) with their history, its
// results per game and its recent public matches.

#include <optional>
#include <string>

#include "server/store/account_store.hpp"

namespace rockpool::server {

// How much a profile shows: the newest points of each rating's history, the newest matches.
constexpr int kProfileHistoryPoints = 500;
constexpr int kProfileMatches = 20;

// The player's JSON, or nothing when no account has that username (any case or width). `path_name`
// is the path's last part, percent-encoded as browsers send it.
std::optional<std::string> player_json(AccountStore& accounts, const std::string& path_name,
                                       std::int64_t now_ms);

}  // namespace rockpool::server
