#pragma once
// A tournament as the protocol shows it, as JSON text: its document (the replies to
// tournament.create, .join and .watch, and GET /api/tournaments/<code>), the patches watchers are
// sent, and its line in GET /api/tournaments. None shows a player's token.

#include <cstdint>
#include <string>
#include <vector>

#include "server/tournament/tournament.hpp"

namespace rockpool::server {

std::string tournament_document(const Tournament& tournament);
// The RFC 6902 patch (a JSON array, "[]" when nothing changed) from one document to the next;
// `before` empty: nothing shown yet.
std::string tournament_patch(const std::string& before, const std::string& after);
// GET /api/tournaments: {"tournaments": [their lines, in this order]}.
std::string tournament_list(const std::vector<const Tournament*>& listed);
// The reply to create, join and watch: {"version", "tournament": the document}.
std::string tournament_reply(const std::string& document, std::int64_t version);
// {"type": "tournament.patch", "code", "base", "version", "patch"}
std::string tournament_patch_frame(const std::string& code, std::int64_t base, std::int64_t version,
                                   const std::string& patch);

}  // namespace rockpool::server
