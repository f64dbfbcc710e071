#pragma once
// A push endpoint URL taken apart for the request that goes to it, and which ones the server
// accepts: HTTPS with a host, or (for tests only) plain HTTP to 127.0.0.1.

#include <optional>
#include <string>
#include <string_view>

#include "protocol/request_bodies.hpp"

namespace rockpool::server::push {

using protocol::kMaxEndpointChars;

struct PushEndpoint {
  bool tls = true;
  std::string host;
  std::string port;
  std::string target;        // path and query, at least "/"
  std::string origin;        // scheme, host and port as the URL wrote them: the token's audience
  bool any_address = false;  // tests only: the host may resolve to this machine's addresses
};

// The parts of `url`, or nothing when the server does not send there: not https://HOST[:PORT]/...,
// unless `plain_http_loopback` and it is http://127.0.0.1:PORT/...
std::optional<PushEndpoint> parse_push_endpoint(std::string_view url, bool plain_http_loopback);

}  // namespace rockpool::server::push
