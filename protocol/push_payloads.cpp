#include "protocol/push_payloads.hpp"

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

std::string notice_payload(std::string_view title, std::string_view body, std::string_view url,
                           std::string_view tag) {
  std::string out;
  rules::JsonText(out)
      .begin_object()
      .key("body")
      .string(body)
      .key("tag")
      .string(tag)
      .key("title")
      .string(title)
      .key("url")
      .string(url)
      .end_object();
  return out;
}

std::string vapid_header() {
  return R"({"alg":"ES256","typ":"JWT"})";
}

std::string vapid_claims(std::string_view audience, std::int64_t expires_s,
                         std::string_view subject) {
  std::string out;
  rules::JsonText(out)
      .begin_object()
      .key("aud")
      .string(audience)
      .key("exp")
      .number(expires_s)
      .key("sub")
      .string(subject)
      .end_object();
  return out;
}

}  // namespace rockpool::protocol
