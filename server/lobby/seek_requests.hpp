#pragma once
// seek and seek.cancel: the fields read on the connection's strand; an account's rating for the
// pool read on the store's reader threads, the connection's next requests waiting meanwhile so
// that a seek.cancel sent after a seek applies after it.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

struct ServerContext;

void on_seek_request(ServerContext& context, const ConnectionPtr& connection,
                     const protocol::Request& request);

}  // namespace rockpool::server
