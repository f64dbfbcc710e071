#include "server/push/vapid_jwt.hpp"

#include "protocol/push_payloads.hpp"
#include "server/push/base64url.hpp"

namespace rockpool::server::push {

std::optional<std::string> origin_of(std::string_view url) {
  std::size_t scheme_end = 0;
  if (url.rfind("https://", 0) == 0) {
    scheme_end = 8;
  } else if (url.rfind("http://", 0) == 0) {
    scheme_end = 7;
  } else {
    return std::nullopt;
  }
  const std::size_t host_end = url.find_first_of("/?#", scheme_end);
  const std::string_view authority =
      url.substr(scheme_end, host_end == std::string_view::npos ? std::string_view::npos
                                                                : host_end - scheme_end);
  if (authority.empty() || authority.find_first_of("@ \t\r\n") != std::string_view::npos) {
    return std::nullopt;
  }
  return std::string(url.substr(0, scheme_end)) + std::string(authority);
}

std::string vapid_jwt(const P256Key& key, std::string_view audience, std::int64_t expires_s,
                      std::string_view subject) {
  const std::string signed_part =
      base64url_encode(protocol::vapid_header()) + "." +
      base64url_encode(protocol::vapid_claims(audience, expires_s, subject));
  return signed_part + "." + base64url_encode(key.sign(signed_part));
}

std::string vapid_authorization(const std::string& token, const std::string& public_key) {
  return "vapid t=" + token + ", k=" + public_key;
}

}  // namespace rockpool::server::push
