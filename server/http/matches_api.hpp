#pragma once
// GET /api/matches[?player=ID&game=ID&before=MS&limit=N] (finished matches, newest first) and
// /api/matches/<id>[/export|/positions/<ply>] (one finished match, its record, a position). A
// private match is shown to its own players only (the request's Authorization: Bearer TOKEN).

#include <string>

#include "server/http/http_reply.hpp"

namespace rockpool::server {

struct ServerContext;

// `target` is the request's whole target, `path` the part before its query.
HttpResponse answer_history(const HttpRequest& request, ServerContext& context,
                            const std::string& target, const std::string& path);

}  // namespace rockpool::server
