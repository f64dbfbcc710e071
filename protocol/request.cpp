#include "protocol/request.hpp"

#include <algorithm>
#include <vector>

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

namespace {

// Thrown from the parser's callback to stop at the first nesting level or key that is refused:
// the parser is iterative, so nothing deep is ever built, copied or destroyed.
bool usable_id(const nlohmann::json& id) {
  return id.is_number_integer() || (id.is_string() && !id.get_ref<const std::string&>().empty() &&
                                    utf8_length(id.get_ref<const std::string&>()) <= kMaxIdChars);
}

struct Refused {
  rules::Error error;
};

// Refuses nesting deeper than kMaxDepth and a key that appears twice in one object (RFC 8259
// leaves their meaning open; a client that sends them is not told which one counts).
class DocumentGuard {
 public:
  bool operator()(int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using Event = nlohmann::json::parse_event_t;
    switch (event) {
      case Event::object_start:
      case Event::array_start:
        if (depth >= static_cast<int>(kMaxDepth)) {
          throw Refused{{code::kTooDeep, "a request nests at most " + std::to_string(kMaxDepth) +
                                             " levels of objects and arrays"}};
        }
        open_.emplace_back();  // arrays too, so that every end pops one level
        break;
      case Event::object_end:
      case Event::array_end:
        open_.pop_back();
        break;
      case Event::key: {
        // A request holds a few keys: a linear search beats a hash set.
        const auto& key = parsed.get_ref<const std::string&>();
        auto& keys = open_.back();
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) {
          throw Refused{{code::kDuplicateKey, "key '" + key + "' appears twice in one object"}};
        }
        keys.push_back(key);
        break;
      }
      case Event::value:
        // The request's id, so that a refusal can still be a reply to it.
        if (open_.size() == 1 && !open_.back().empty() && open_.back().back() == "id" &&
            usable_id(parsed)) {
          id = parsed.dump();
        }
        break;
    }
    return true;
  }

  std::string id = "null";

 private:
  std::vector<std::vector<std::string>> open_;  // the keys of each open object
};

}  // namespace

ParsedRequest parse_request(std::string_view frame) {
  ParsedRequest parsed;
  nlohmann::json body;
  DocumentGuard guard;
  try {
    body = nlohmann::json::parse(frame, std::ref(guard), false);
  } catch (const Refused& refused) {
    parsed.error = refused.error;
    parsed.id = guard.id;
    return parsed;
  }
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
  if (!usable_id(*id)) {
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
