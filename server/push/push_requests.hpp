#pragma once
// push.subscribe and push.unsubscribe: a browser asks to be told (or no longer told) of its
// player's correspondence turns through Web Push.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/store/push_subscription_store.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

// Subscriptions each session keeps at most (a browser or two, a phone): past it the oldest go.
inline constexpr int kPushSubscriptionsPerSession = 5;

class PushRequests {
 public:
  // `subscriptions`: null when the server offers no push (every request is then refused);
  // `plain_http_loopback`: endpoints on 127.0.0.1 may be plain http (tests' push services).
  PushRequests(PushSubscriptionStore* subscriptions, bool plain_http_loopback,
               StoreReaders& readers)
      : subscriptions_(subscriptions),
        plain_http_loopback_(plain_http_loopback),
        readers_(readers) {}

  // Answers the request (both are idempotent: a repeat does the same again). The store is
  // written on a store reader; the connection's later requests wait for the answer.
  void handle(const ConnectionPtr& connection, const protocol::Request& request) const;

 private:
  PushSubscriptionStore* subscriptions_;
  const bool plain_http_loopback_;
  StoreReaders& readers_;
};

}  // namespace rockpool::server
