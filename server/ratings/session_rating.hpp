#pragma once
// A request that needs its player's rating (quick pairing, an Arena): an account's is read on a
// store reader, while the connection reads no further request; a guest's is a new player's, at
// once. Either way the request goes on from the connection's executor, unless it closed.

#include <functional>
#include <string>

#include "server/net/connection.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

struct ServerContext;

// `then` gets the session's rating in `game` at the pace (live with a clock, else untimed). A
// store too busy to read, or failing, answers `server/busy` instead.
void with_session_rating(ServerContext& context, const ConnectionPtr& connection,
                         const Responder& responder, const std::string& game, bool timed,
                         std::function<void(double)> then);

}  // namespace rockpool::server
