// Request frames read once: their kind, their id, and every refusal with its code.

#include "protocol/request.hpp"

#include <doctest/doctest.h>

#include <cstdint>

#include "protocol/error_codes.hpp"
#include "protocol/json_fields.hpp"

namespace rockpool::tests {
namespace {

using protocol::parse_request;
using protocol::RequestKind;

TEST_CASE("request: a frame is read into its kind, its id as JSON text and its body") {
  const auto parsed =
      parse_request(R"({"type":"match.action","id":"a7","match":"r.1","version":3,"action":"N"})");
  REQUIRE(parsed.request);
  CHECK(parsed.request->kind == RequestKind::match_action);
  CHECK(parsed.request->type == "match.action");
  CHECK(parsed.request->id == "\"a7\"");
  CHECK_FALSE(parsed.request->invalid);
  const auto& action = std::get<protocol::MatchActionFields>(parsed.request->body);
  CHECK(action.match == "r.1");
  CHECK(action.address.room == "r");
  CHECK(action.version == 3);
  CHECK(action.action == "N");
  const auto numbered = parse_request(R"({"type":"ping","id":12})");
  REQUIRE(numbered.request);
  CHECK(numbered.request->id == "12");
}

TEST_CASE("request: every kind has one wire word, and an unknown word is no kind") {
  for (int k = 1; k <= static_cast<int>(protocol::kLastRequestKind); ++k) {
    const auto kind = static_cast<RequestKind>(k);
    const std::string_view word = protocol::request_word(kind);
    CHECK_FALSE(word.empty());
    CHECK(protocol::request_kind(word) == kind);
  }
  CHECK(protocol::request_kind("match.teleport") == RequestKind::unknown);
  const auto parsed = parse_request(R"({"type":"match.teleport","id":1})");
  REQUIRE(parsed.request);
  CHECK(parsed.request->kind == RequestKind::unknown);
  CHECK(protocol::is_match_request(RequestKind::match_sync));
  CHECK_FALSE(protocol::is_match_request(RequestKind::chat_send));
  CHECK(protocol::is_room_request(RequestKind::chat_send));
  CHECK_FALSE(protocol::is_room_request(RequestKind::room_create));
}

struct Refusal {
  const char* frame;
  const char* code;
  const char* id;  // the id the error reply carries
};

TEST_CASE("request: a frame that is not a request is refused with its code") {
  const std::string deep =
      std::string(protocol::kMaxDepth, '[') + std::string(protocol::kMaxDepth, ']');
  const std::string too_deep = R"({"type":"ping","id":1,"x":)" +
                               std::string(protocol::kMaxDepth, '[') +
                               std::string(protocol::kMaxDepth, ']') + "}";
  // The id is given back whenever the frame had a usable one before the point of refusal.
  const Refusal refusals[] = {
      {"{", protocol::code::kInvalidJson, "null"},
      {"[1,2]", protocol::code::kNotAnObject, "null"},
      {R"({"type":"ping"})", protocol::code::kMissingField, "null"},
      {R"({"type":"ping","id":""})", protocol::code::kBadField, "null"},
      {R"({"type":"ping","id":1.5})", protocol::code::kBadField, "null"},
      {R"({"id":3})", protocol::code::kMissingField, "3"},
      {R"({"id":3,"type":7})", protocol::code::kBadField, "3"},
      {R"({"id":3,"type":"ping","type":"hello"})", protocol::code::kDuplicateKey, "3"},
      {too_deep.c_str(), protocol::code::kTooDeep, "1"},
  };
  for (const auto& refusal : refusals) {
    const std::string frame = refusal.frame;
    CAPTURE(frame);
    const auto parsed = parse_request(refusal.frame);
    CHECK_FALSE(parsed.request);
    CHECK(parsed.error.code == refusal.code);
    CHECK(parsed.id == refusal.id);
  }
  CHECK(parse_request(R"({"type":"ping","id":1,"x":)" + deep.substr(1, deep.size() - 2) + "}")
            .request);
}

TEST_CASE("request: field readers name the field they refuse") {
  const auto body = nlohmann::json::parse(R"({"s":"héllo","n":5,"b":true,"z":null})");
  std::string text;
  CHECK_FALSE(protocol::read_string(body, "s", text, 5));
  CHECK(text == "héllo");  // five code points, six bytes
  const auto too_long = protocol::read_string(body, "s", text, 4);
  REQUIRE(too_long);
  CHECK(too_long->code == protocol::code::kBadField);
  CHECK(too_long->message.find("'s'") != std::string::npos);
  CHECK(protocol::read_string(body, "missing", text, 4)->code == protocol::code::kMissingField);
  CHECK_FALSE(protocol::read_string(body, "z", text, 4, false));
  std::int64_t number = 0;
  CHECK_FALSE(protocol::read_integer(body, "n", number, 0, 10));
  CHECK(number == 5);
  CHECK(protocol::read_integer(body, "n", number, 6, 10)->code == protocol::code::kBadField);
  CHECK(protocol::read_integer(body, "s", number, 0, 10)->code == protocol::code::kBadField);
  bool flag = false;
  CHECK_FALSE(protocol::read_boolean(body, "b", flag));
  CHECK(flag);
  CHECK(protocol::read_boolean(body, "n", flag)->code == protocol::code::kBadField);
  CHECK(protocol::utf8_length("héllo") == 5);
}

TEST_CASE("request: an integer beyond the signed 64-bit range is refused, not wrapped") {
  // 2^64 - 1 and 15555555500008851298 read as signed would be -1 and a large negative number.
  const auto body = nlohmann::json::parse(
      R"({"max":18446744073709551615,"big":15555555500008851298,"top":9223372036854775807})");
  std::int64_t number = 7;
  for (const char* name : {"max", "big"}) {
    CAPTURE(name);
    const auto refused = protocol::read_integer(body, name, number, INT64_MIN, INT64_MAX);
    REQUIRE(refused);
    CHECK(refused->code == protocol::code::kBadField);
    CHECK(number == 7);
  }
  CHECK_FALSE(protocol::read_integer(body, "top", number, 0, INT64_MAX));
  CHECK(number == INT64_MAX);
}

}  // namespace
}  // namespace rockpool::tests
