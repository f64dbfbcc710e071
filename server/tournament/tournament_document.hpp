#pragma once
// A tournament in the protocol's plain values (protocol/tournament_document.hpp): its line in the
// list and its document. None holds a player's token.

#include <string>
#include <vector>

#include "protocol/tournament_document.hpp"
#include "rules/core/view.hpp"
#include "server/tournament/tournament.hpp"

namespace rockpool::server {

protocol::TournamentLine tournament_line(const Tournament& tournament);
protocol::TournamentShown tournament_shown(const Tournament& tournament);
// The document as watchers are shown it, and patched from.
rules::View tournament_view(const Tournament& tournament);
// The document's JSON text.
std::string tournament_document(const Tournament& tournament);
// GET /api/tournaments: {"tournaments": [their lines, in this order]}.
std::string tournament_list(const std::vector<const Tournament*>& listed);

}  // namespace rockpool::server
