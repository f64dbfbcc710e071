#pragma once
// Reads a server's /metrics once: the values of named metrics.

#include <map>
#include <string>

#include "bench/load_client.hpp"

namespace rockpool::bench {

// Every unlabelled sample of the Prometheus text at http://HOST:PORT/metrics.
std::map<std::string, double> scrape_metrics(const Endpoint& endpoint);

}  // namespace rockpool::bench
