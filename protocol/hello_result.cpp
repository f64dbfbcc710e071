#include "protocol/hello_result.hpp"

#include "protocol/request_bodies.hpp"
#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

std::string hello_result(const HelloResult& hello) {
  std::string result;
  rules::JsonText json(result);
  json.begin_object()
      .key("protocol")
      .number(kProtocolVersion)
      .key("token")
      .string(hello.token)
      .key("id")
      .string(hello.id)
      .key("name")
      .string(hello.name)
      .key("resumed")
      .boolean(hello.resumed)
      .key("account");
  json.string_or_null(hello.account);
  json.key("server")
      .string("rockpool 0.1.0")
      .key("limits")
      .begin_object()
      .key("max_frame_bytes")
      .number(hello.max_frame_bytes)
      .key("max_chat_chars")
      .number(hello.max_chat_chars)
      .end_object()
      .end_object();
  return result;
}

}  // namespace rockpool::protocol
