#pragma once
// Cluster mode: a request for a room this node does not hold, and rooms nobody holds. On the
// store's reader threads (the database is never asked from a network thread or a strand): if a live
// node owns the room, the client is told where (`moved`); if its owner is dead or gone, this node
// acquires it, restores it from the store exactly as a restart does, and serves it. A tournament's
// game is served where its tournament is.

#include <cstddef>
#include <functional>
#include <string>

#include "server/net/connection.hpp"
#include "server/nodes/cluster.hpp"

namespace rockpool::server {

struct ServerContext;

// `key`: the room's id, or its invite code when `by_code`. `then` runs on the connection's strand.
void find_room_elsewhere(ServerContext& context, const ConnectionPtr& connection, std::string key,
                         bool by_code, std::function<void(Elsewhere)> then);

// Takes over up to `limit` open rooms whose owner is dead and which no client asked for, so that
// their clocks run out, their bots move and their empty seats time out: tournaments' games when
// `tournament_games` (only the node that serves tournaments takes those), the others otherwise.
// Blocks on the store: run it on the store's reader threads. Returns how many rooms it took.
int adopt_orphaned_rooms(ServerContext& context, std::size_t limit, bool tournament_games);

}  // namespace rockpool::server
