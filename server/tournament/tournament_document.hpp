#pragma once
// A tournament as the protocol shows it: its document (tournament.get, and the patches watchers
// are sent) and its line in GET /api/tournaments. Neither shows a player's token.

#include <nlohmann/json.hpp>

#include "server/tournament/tournament.hpp"

namespace rockpool::server {

nlohmann::json tournament_document(const Tournament& tournament);
nlohmann::json tournament_summary(const Tournament& tournament);

}  // namespace rockpool::server
