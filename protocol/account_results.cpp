#include "protocol/account_results.hpp"

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

std::string claim_result(const std::string& username, const std::string& token,
                         const std::vector<std::string>& recovery_codes) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("recovery_codes").begin_array();
  for (const std::string& code : recovery_codes)
    json.string(code);
  json.end_array().key("token").string(token).key("username").string(username).end_object();
  return out;
}

namespace {

void write_login(rules::JsonText& json, const std::string& username, const std::string& token,
                 const std::string& id, const std::int64_t* codes_left) {
  json.begin_object().key("id").string(id);
  if (codes_left) json.key("recovery_codes_left").number(*codes_left);
  json.key("token").string(token).key("username").string(username).end_object();
}

}  // namespace

std::string login_result(const std::string& username, const std::string& token,
                         const std::string& id) {
  std::string out;
  rules::JsonText json(out);
  write_login(json, username, token, id, nullptr);
  return out;
}

std::string reset_result(const std::string& username, const std::string& token,
                         const std::string& id, std::int64_t recovery_codes_left) {
  std::string out;
  rules::JsonText json(out);
  write_login(json, username, token, id, &recovery_codes_left);
  return out;
}

std::string logins_result(const std::vector<LoginEntry>& logins) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("sessions").begin_array();
  for (const LoginEntry& login : logins) {
    json.begin_object()
        .key("address")
        .string(login.address)
        .key("created_ms")
        .number(login.created_ms)
        .key("id")
        .string(login.id)
        .key("seen_ms")
        .number(login.seen_ms)
        .end_object();
  }
  json.end_array().end_object();
  return out;
}

}  // namespace rockpool::protocol
