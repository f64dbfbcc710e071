#pragma once
// What Web Push carries: the notice a service worker shows (clients/web/sw.js reads it), and the
// VAPID token's header and claims (RFC 8292), each object's keys in alphabetical order.

#include <cstdint>
#include <string>
#include <string_view>

namespace rockpool::protocol {

// {"body":...,"tag":...,"title":...,"url":...}
std::string notice_payload(std::string_view title, std::string_view body, std::string_view url,
                           std::string_view tag);
// {"alg":"ES256","typ":"JWT"}
std::string vapid_header();
// {"aud":...,"exp":N,"sub":...}
std::string vapid_claims(std::string_view audience, std::int64_t expires_s,
                         std::string_view subject);

}  // namespace rockpool::protocol
