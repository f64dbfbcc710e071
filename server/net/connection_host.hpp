#pragma once
// What a WebSocket connection uses of the server: its limits and timeouts, the metrics it counts
// in, where its work runs, and the set of open connections it joins. One for the server; it
// outlives every connection.

#include "server/config.hpp"
#include "server/metrics.hpp"
#include "server/net/connection_set.hpp"
#include "server/net/executors.hpp"

namespace rockpool::server {

struct ConnectionHost {
  const ServerConfig& config;
  Metrics& metrics;
  Executors& executors;
  ConnectionSet& connections;
};

}  // namespace rockpool::server
