#pragma once
// The idle load of `rockpool bench server --idle C`: C connections that say hello and then only
// hold; reports the server's memory per connection and its CPU while they are held.

#include <nlohmann/json.hpp>

#include "bench/load_client.hpp"

namespace rockpool::bench {

nlohmann::json run_idle(const Endpoint& endpoint, int connections, double hold_s);

}  // namespace rockpool::bench
