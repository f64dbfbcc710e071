#pragma once
// One push request (RFC 8030 section 5) over HTTP/1.1, with TLS that checks the push service's
// certificate against the system's authorities, within a deadline.

#include <chrono>
#include <string>

#include "server/push/push_endpoint.hpp"

namespace rockpool::server::push {

struct PushPost {
  std::string authorization;  // "vapid t=..., k=..."
  std::int64_t ttl_s = 0;
  std::string body;  // aes128gcm
};

// The push service's answer's status, or 0 when there was none (no connection, a bad
// certificate, the deadline passed).
int post_push(const PushEndpoint& endpoint, const PushPost& post, std::chrono::seconds timeout);

}  // namespace rockpool::server::push
