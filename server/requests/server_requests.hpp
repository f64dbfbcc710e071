#pragma once
// Every request kind's handler, the router (the owner of every WebSocket connection), the HTTP
// routes and what HTTP sessions use, for one server: built from what the server owns, each part
// given what it uses. Made by Server once the store is open.

#include "server/accounts/account_requests.hpp"
#include "server/accounts/hello.hpp"
#include "server/analysis/analysis_requests.hpp"
#include "server/http/http_routes.hpp"
#include "server/lobby/seek_requests.hpp"
#include "server/net/http_host.hpp"
#include "server/push/push_requests.hpp"
#include "server/ratings/session_rating.hpp"
#include "server/requests/request_router.hpp"
#include "server/server_parts.hpp"
#include "server/tournament/tournament_requests.hpp"

namespace rockpool::server {

struct ServerRequests {
  explicit ServerRequests(ServerParts& parts)
      : ratings(parts.store->accounts(), parts.store_readers),
        hello(parts.sessions, parts.accounts.get(), *parts.store, parts.addresses,
              parts.store_readers, {parts.config.max_frame_bytes, parts.config.max_chat_chars}),
        accounts(parts.accounts.get(), parts.store_readers),
        seeks(*parts.matchmaker, ratings, parts.draining, parts.config.max_rooms_per_session),
        push(parts.push ? parts.store->push_subscriptions() : nullptr,
             parts.config.push_plain_http_loopback, parts.store_readers),
        tournaments(parts.tournaments.get(), ratings, parts.store_readers, parts.draining,
                    [&parts] { return parts.cluster->claim_tournaments(); }),
        analysis(parts.bots),
        routes{parts.metrics,
               parts.draining,
               *parts.lobby,
               parts.push.get(),
               parts.tournaments.get(),
               parts.accounts ? parts.store->accounts() : nullptr,
               {parts.accounts.get(), parts.sessions, *parts.store, parts.replays, *parts.reviews},
               parts.static_files},
        http{parts.config.handshake_timeout,
             parts.config.allowed_origins,
             parts.draining,
             parts.addresses,
             parts.metrics,
             parts.store_readers,
             routes,
             parts.connection_host},
        router(RequestHandlers{hello,
                               accounts,
                               seeks,
                               push,
                               tournaments,
                               analysis,
                               *parts.room_host,
                               *parts.cluster,
                               *parts.lobby,
                               *parts.matchmaker,
                               parts.draining,
                               {parts.config.max_public_rooms, parts.config.max_rooms_per_session,
                                parts.config.max_chat_chars}}) {}

  SessionRatings ratings;
  HelloRequests hello;
  AccountRequests accounts;
  SeekRequests seeks;
  PushRequests push;
  TournamentRequests tournaments;
  AnalysisRequests analysis;
  HttpRoutes routes;
  HttpHost http;
  RequestRouter router;
};

}  // namespace rockpool::server
