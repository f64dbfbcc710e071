#pragma once
// The account.* requests: fields read on the connection's strand, the work (password hashing,
// store reads and writes) done on the store's reader threads, the reply sent from there.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

struct ServerContext;

void on_account_request(ServerContext& context, const ConnectionPtr& connection,
                        const protocol::Request& request);

}  // namespace rockpool::server
