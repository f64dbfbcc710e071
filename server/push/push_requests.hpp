#pragma once
// push.subscribe and push.unsubscribe: a browser asks to be told (or no longer told) of its
// player's correspondence turns through Web Push.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

struct ServerContext;

// Subscriptions each session keeps at most (a browser or two, a phone): past it the oldest go.
inline constexpr int kPushSubscriptionsPerSession = 5;

// Answers the request (both are idempotent: a repeat does the same again). The store is written
// on a store reader; the connection's later requests wait for the answer.
void on_push_request(ServerContext& context, const ConnectionPtr& connection,
                     const protocol::Request& request);

}  // namespace rockpool::server
