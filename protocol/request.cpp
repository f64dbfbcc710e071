#include "protocol/request.hpp"

#include "protocol/error_codes.hpp"

namespace rockpool::protocol {

namespace {

rules::Error missing(const char* name) {
  return {code::kMissingField, std::string("field '") + name + "' is required"};
}

rules::Error bad(const char* name, const std::string& what) {
  return {code::kBadField, std::string("field '") + name + "' must be " + what};
}

}  // namespace

std::size_t utf8_length(std::string_view text) {
  std::size_t count = 0;
  for (char c : text)
    count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return count;
}

ParsedRequest parse_request(std::string_view frame) {
  ParsedRequest parsed;
  nlohmann::json body = nlohmann::json::parse(frame, nullptr, false);
  if (body.is_discarded()) {
    parsed.error = {code::kInvalidJson, "the frame is not valid JSON"};
    return parsed;
  }
  if (!body.is_object()) {
    parsed.error = {code::kNotAnObject, "a request is a JSON object"};
    return parsed;
  }
  auto id = body.find("id");
  if (id == body.end()) {
    parsed.error = missing("id");
    return parsed;
  }
  const bool id_ok =
      (id->is_number_integer()) ||
      (id->is_string() && utf8_length(id->get_ref<const std::string&>()) <= kMaxIdChars &&
       !id->get_ref<const std::string&>().empty());
  if (!id_ok) {
    parsed.error = bad("id", "an integer or a non-empty string of at most 64 characters");
    return parsed;
  }
  parsed.id = id->dump();
  auto type = body.find("type");
  if (type == body.end()) {
    parsed.error = missing("type");
    return parsed;
  }
  if (!type->is_string()) {
    parsed.error = bad("type", "a string");
    return parsed;
  }
  Request request;
  request.type = type->get<std::string>();
  request.id = parsed.id;
  request.body = std::move(body);
  parsed.request = std::move(request);
  return parsed;
}

std::optional<rules::Error> read_string(const nlohmann::json& body, const char* name,
                                        std::string& out, std::size_t max_chars, bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return missing(name);
    return std::nullopt;
  }
  if (!it->is_string() || utf8_length(it->get_ref<const std::string&>()) > max_chars) {
    return bad(name, "a string of at most " + std::to_string(max_chars) + " characters");
  }
  out = it->get<std::string>();
  return std::nullopt;
}

std::optional<rules::Error> read_integer(const nlohmann::json& body, const char* name,
                                         std::int64_t& out, std::int64_t min, std::int64_t max,
                                         bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return missing(name);
    return std::nullopt;
  }
  if (!it->is_number_integer() || it->get<std::int64_t>() < min || it->get<std::int64_t>() > max) {
    return bad(name, "an integer from " + std::to_string(min) + " to " + std::to_string(max));
  }
  out = it->get<std::int64_t>();
  return std::nullopt;
}

std::optional<rules::Error> read_boolean(const nlohmann::json& body, const char* name, bool& out,
                                         bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return missing(name);
    return std::nullopt;
  }
  if (!it->is_boolean()) return bad(name, "true or false");
  out = it->get<bool>();
  return std::nullopt;
}

}  // namespace rockpool::protocol
