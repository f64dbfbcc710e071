#pragma once
// GET /api/matches[?player=ID&game=ID&before=MS&limit=N] (finished matches, newest first) and
// /api/matches/<id>[/export|/positions/<ply>|/review] (one finished match, its record, a
// position, its review). A
// private match is shown to its own players only (the request's Authorization: Bearer TOKEN).

#include <string>

#include "server/accounts/account_service.hpp"
#include "server/accounts/session.hpp"
#include "server/analysis/match_reviews.hpp"
#include "server/http/http_reply.hpp"
#include "server/http/replay_cache.hpp"
#include "server/store/store.hpp"

namespace rockpool::server {

// What the history is read from, each outliving it.
struct MatchHistory {
  accounts::AccountService* accounts;  // null: the store keeps none (tokens are guests')
  SessionRegistry& sessions;
  Store& store;
  ReplayCache& replays;
  MatchReviews& reviews;
};

// `target` is the request's whole target, `path` the part before its query.
HttpResponse answer_history(const HttpRequest& request, const MatchHistory& history,
                            const std::string& target, const std::string& path);

}  // namespace rockpool::server
