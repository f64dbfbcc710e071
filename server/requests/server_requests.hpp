#pragma once
// Every request kind's handler, the router (the owner of every WebSocket connection), the HTTP
// routes and what HTTP sessions use, for one server: built from what the server owns, each part
// given what it uses. Made by Server once the store is open.

#include "server/accounts/account_requests.hpp"
#include "server/accounts/hello.hpp"
#include "server/context.hpp"
#include "server/http/http_routes.hpp"
#include "server/lobby/seek_requests.hpp"
#include "server/net/http_host.hpp"
#include "server/push/push_requests.hpp"
#include "server/ratings/session_rating.hpp"
#include "server/requests/request_router.hpp"
#include "server/tournament/hall_claim.hpp"
#include "server/tournament/tournament_requests.hpp"

namespace rockpool::server {

struct ServerRequests {
  explicit ServerRequests(ServerContext& context)
      : ratings(context.store->accounts(), context.store_readers),
        hello(context.sessions, context.accounts.get(), *context.store, context.addresses,
              context.store_readers,
              {context.config.max_frame_bytes, context.config.max_chat_chars}),
        accounts(context.accounts.get(), context.store_readers),
        seeks(*context.matchmaker, ratings, context.draining, context.config.max_rooms_per_session),
        push(context.push ? context.store->push_subscriptions() : nullptr,
             context.config.push_plain_http_loopback, context.store_readers),
        tournaments(context.tournaments.get(), ratings, context.store_readers, context.draining,
                    [&context] { return claim_tournament_hall(context); }),
        routes{context.metrics,
               context.draining,
               *context.lobby,
               context.push.get(),
               context.tournaments.get(),
               context.accounts ? context.store->accounts() : nullptr,
               {context.accounts.get(), context.sessions, *context.store, context.replays},
               context.static_files},
        http{context.config.handshake_timeout,
             context.config.allowed_origins,
             context.draining,
             context.addresses,
             context.metrics,
             context.store_readers,
             routes,
             context.connection_host},
        router(
            RequestHandlers{hello,
                            accounts,
                            seeks,
                            push,
                            tournaments,
                            *context.room_host,
                            *context.cluster,
                            *context.lobby,
                            *context.matchmaker,
                            context.draining,
                            {context.config.max_public_rooms, context.config.max_rooms_per_session,
                             context.config.max_chat_chars}}) {}

  SessionRatings ratings;
  HelloRequests hello;
  AccountRequests accounts;
  SeekRequests seeks;
  PushRequests push;
  TournamentRequests tournaments;
  HttpRoutes routes;
  HttpHost http;
  RequestRouter router;
};

}  // namespace rockpool::server
