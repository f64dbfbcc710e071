#pragma once
// Plain HTTP on the server's port: the browser client's files, health, readiness, metrics and the
// JSON API (games and public rooms).

#include "server/http/http_reply.hpp"

namespace rockpool::server {

struct ServerContext;

HttpResponse answer_http(const HttpRequest& request, ServerContext& context);
// Whether answering the request reads the store (history, players, leaderboards): such answers are
// made on the store readers' threads, never on a network thread.
bool reads_store(const HttpRequest& request);
// The answer when too many store reads are waiting already.
HttpResponse store_busy(const HttpRequest& request);

}  // namespace rockpool::server
