#pragma once
// Plain HTTP on the server's port: the browser client's files, health, readiness, metrics and the
// JSON API (games and public rooms).

#include <atomic>

#include "server/http/http_reply.hpp"
#include "server/http/matches_api.hpp"
#include "server/http/static_files.hpp"
#include "server/metrics.hpp"
#include "server/store/account_store.hpp"

namespace rockpool::server {

class Lobby;
class TournamentHall;
namespace push {
class PushSender;
}

// What the routes answer from, each outliving them.
struct HttpRoutes {
  Metrics& metrics;
  const std::atomic<bool>& draining;
  Lobby& lobby;
  push::PushSender* push;       // null: push is not offered
  TournamentHall* tournaments;  // null: the store keeps none
  AccountStore* accounts;       // null: the store keeps none (no players, no leaderboards)
  MatchHistory history;
  StaticFiles& static_files;
};

HttpResponse answer_http(const HttpRequest& request, const HttpRoutes& routes);
// Whether answering the request reads the store (history, players, leaderboards): such answers are
// made on the store readers' threads, never on a network thread.
bool reads_store(const HttpRequest& request);
// The answer when too many store reads are waiting already.
HttpResponse store_busy(const HttpRequest& request);

}  // namespace rockpool::server
