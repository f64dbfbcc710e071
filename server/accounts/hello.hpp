#pragma once
// hello: a connection's first request. It names the protocol's version and may carry a session's
// token (or an account's login token) to resume, and a name; the reply is the session's token,
// public id and name, and the server's limits.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

struct ServerContext;

void on_hello(ServerContext& context, const ConnectionPtr& connection,
              const protocol::Request& request);

}  // namespace rockpool::server
