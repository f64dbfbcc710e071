#pragma once
// Routes one request from a connection (on the connection's strand) to what handles it: the
// session (hello), the lobby, or a room.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

void route_request(const ConnectionPtr& connection, protocol::Request request);

}  // namespace rockpool::server
