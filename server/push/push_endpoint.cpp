#include "server/push/push_endpoint.hpp"

#include <algorithm>
#include <cctype>

#include "server/push/vapid_jwt.hpp"

namespace rockpool::server::push {

namespace {

bool is_port(std::string_view text) {
  return !text.empty() && text.size() <= 5 &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
         std::stoi(std::string(text)) > 0 && std::stoi(std::string(text)) <= 65535;
}

bool is_host(std::string_view host) {
  return !host.empty() && std::all_of(host.begin(), host.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '.';
  });
}

}  // namespace

std::optional<PushEndpoint> parse_push_endpoint(std::string_view url, bool plain_http_loopback) {
  if (url.size() > kMaxEndpointChars) return std::nullopt;
  if (std::any_of(url.begin(), url.end(),
                  [](char c) { return static_cast<unsigned char>(c) <= ' ' || c == 0x7f; })) {
    return std::nullopt;
  }
  auto origin = origin_of(url);
  if (!origin) return std::nullopt;
  PushEndpoint endpoint;
  endpoint.tls = url.rfind("https://", 0) == 0;
  endpoint.origin = *origin;
  const std::string_view authority = std::string_view(endpoint.origin).substr(endpoint.tls ? 8 : 7);
  const std::size_t colon = authority.rfind(':');
  endpoint.host = std::string(authority.substr(0, colon));
  endpoint.port = colon == std::string_view::npos ? (endpoint.tls ? "443" : "80")
                                                  : std::string(authority.substr(colon + 1));
  if (!is_host(endpoint.host) || !is_port(endpoint.port)) return std::nullopt;
  endpoint.target = std::string(url.substr(endpoint.origin.size()));
  if (endpoint.target.empty() || endpoint.target[0] != '/') endpoint.target = "/" + endpoint.target;
  endpoint.any_address = plain_http_loopback;
  if (!endpoint.tls) {
    // Plain HTTP only where the push service is the test's own, on this machine.
    if (!plain_http_loopback || endpoint.host != "127.0.0.1" || colon == std::string_view::npos) {
      return std::nullopt;
    }
  }
  return endpoint;
}

}  // namespace rockpool::server::push
