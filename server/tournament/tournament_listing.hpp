#pragma once
// GET /api/tournaments and GET /api/tournaments/<code>: which tournaments are listed, and the
// tournaments as the store last committed them (in a cluster, on the nodes that do not serve them).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/store/tournament_store.hpp"
#include "server/tournament/tournament.hpp"

namespace rockpool::server {

// The list, of `committed` (oldest first): public ones that are open or playing, newest first,
// then those finished in the last week; 100 at most. A cancelled one is reached by its code only.
std::string tournament_list_body(const std::vector<const Tournament*>& committed,
                                 std::int64_t now_ms);

// The tournaments as `store` keeps them, oldest first (those that cannot be read back are left
// out). Blocks on the store.
std::vector<Tournament> stored_tournaments(TournamentStore& store);

// A stored tournament's document by its code; nothing if there is none.
std::optional<std::string> stored_tournament_document(TournamentStore& store,
                                                      const std::string& code);

}  // namespace rockpool::server
