#pragma once
// tournament.create, .join, .leave, .start, .watch and .unwatch: read, checked and handed to the
// tournament hall (PROTOCOL.md, "Tournaments").

#include "protocol/request.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

struct ServerContext;

// Answers the request. Watching is a read (answered again when repeated); the others are
// remembered by their request id, as every request that changes something.
void on_tournament_request(ServerContext& context, const ConnectionPtr& connection,
                           const protocol::Request& request, bool remembered);

}  // namespace rockpool::server
