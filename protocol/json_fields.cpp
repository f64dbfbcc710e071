#include "protocol/json_fields.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/request.hpp"

namespace rockpool::protocol {

rules::Error missing_field(const char* name) {
  return {code::kMissingField, std::string("field '") + name + "' is required"};
}

rules::Error bad_field(const char* name, const std::string& what) {
  return {code::kBadField, std::string("field '") + name + "' must be " + what};
}

rules::Error too_long_field(const char* name, std::size_t max_chars) {
  return bad_field(name, "a string of at most " + std::to_string(max_chars) + " characters");
}

bool has_field(const nlohmann::json& body, const char* name) {
  const auto it = body.find(name);
  return it != body.end() && !it->is_null();
}

std::optional<rules::Error> read_string(const nlohmann::json& body, const char* name,
                                        std::string& out, std::size_t max_chars, bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return missing_field(name);
    return std::nullopt;
  }
  if (!it->is_string() || utf8_length(it->get_ref<const std::string&>()) > max_chars) {
    return too_long_field(name, max_chars);
  }
  out = it->get<std::string>();
  return std::nullopt;
}

std::optional<rules::Error> read_integer(const nlohmann::json& body, const char* name,
                                         std::int64_t& out, std::int64_t min, std::int64_t max,
                                         bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return missing_field(name);
    return std::nullopt;
  }
  // An integer above the signed range is kept unsigned: read as signed it would wrap into range.
  const bool in_range = it->is_number_integer() &&
                        (!it->is_number_unsigned() ||
                         it->get<std::uint64_t>() <= static_cast<std::uint64_t>(INT64_MAX)) &&
                        it->get<std::int64_t>() >= min && it->get<std::int64_t>() <= max;
  if (!in_range) {
    return bad_field(name, "an integer from " + std::to_string(min) + " to " + std::to_string(max));
  }
  out = it->get<std::int64_t>();
  return std::nullopt;
}

std::optional<rules::Error> read_boolean(const nlohmann::json& body, const char* name, bool& out,
                                         bool required) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) return missing_field(name);
    return std::nullopt;
  }
  if (!it->is_boolean()) return bad_field(name, "true or false");
  out = it->get<bool>();
  return std::nullopt;
}

std::optional<rules::Error> read_one_of_two(const nlohmann::json& body, const char* name,
                                            std::size_t max_chars, const char* first,
                                            const char* second, bool& is_second) {
  std::string word = first;
  if (auto error = read_string(body, name, word, max_chars, false)) return error;
  if (word != first && word != second) return bad_field(name, std::string(first) + " or " + second);
  is_second = word == second;
  return std::nullopt;
}

}  // namespace rockpool::protocol
