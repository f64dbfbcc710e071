#include "protocol/frames.hpp"

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

void append_error_object(std::string& out, const rules::Error& error) {
  rules::JsonText json(out);
  json.begin_object().key("code").string(error.code).key("message").string(error.message);
  json.end_object();
}

std::string reply_frame(std::string_view id, std::string_view result) {
  std::string out;
  out.reserve(40 + id.size() + result.size());
  out += R"({"type":"reply","id":)";
  out += id;
  out += R"(,"result":)";
  out += result;
  out.push_back('}');
  return out;
}

std::string error_reply_frame(std::string_view id, const rules::Error& error) {
  std::string out = R"({"type":"reply","id":)";
  out += id;
  out += R"(,"error":)";
  append_error_object(out, error);
  out.push_back('}');
  return out;
}

std::string error_frame(const rules::Error& error) {
  std::string out = R"({"type":"error","error":)";
  append_error_object(out, error);
  out.push_back('}');
  return out;
}

}  // namespace rockpool::protocol
