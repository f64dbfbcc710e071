#pragma once
// What an HTTP connection uses of the server: its timeout and the origins it lets upgrade, the
// draining flag, the per-address limits, the metrics, the store readers that answer history,
// the routes, and what the WebSocket connection it may become uses. One for the server; it
// outlives every session.

#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include "server/http/http_routes.hpp"
#include "server/metrics.hpp"
#include "server/net/address_limits.hpp"
#include "server/net/connection_host.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

struct HttpHost {
  std::chrono::seconds handshake_timeout;
  const std::vector<std::string>& allowed_origins;  // empty: any Origin
  const std::atomic<bool>& draining;
  AddressLimits& addresses;
  Metrics& metrics;
  StoreReaders& readers;
  const HttpRoutes& routes;
  ConnectionHost& connections;
};

}  // namespace rockpool::server
