#include "rules/core/json_text.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {
namespace {

std::string json_string(std::string_view text) {
  std::string out;
  rules::append_json_string(out, text);
  return out;
}

TEST_CASE("json text: escapes quotes, backslashes and control characters") {
  CHECK(json_string("a\"b\\c") == R"("a\"b\\c")");
  CHECK(json_string(std::string("\n\x01", 2)) == R"("\u000a\u0001")");
}

TEST_CASE("json text: valid UTF-8 passes, invalid UTF-8 becomes U+FFFD") {
  CHECK(json_string("\xc3\xa9\xf0\x9f\xa6\x80") == "\"\xc3\xa9\xf0\x9f\xa6\x80\"");
  CHECK(json_string("\xff") == "\"\xef\xbf\xbd\"");
  CHECK(json_string("\xf0\x9f\xa6") == "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"");  // cut short
  CHECK(json_string("\xc0\xaf") == "\"\xef\xbf\xbd\xef\xbf\xbd\"");                  // overlong
  CHECK(json_string("\xed\xa0\x80") == "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"");  // surrogate
}

TEST_CASE("json text: commas between values, none after keys") {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("a").begin_array().number(1).boolean(false).null().end_array();
  json.key("b").string("x").end_object();
  CHECK(out == R"({"a":[1,false,null],"b":"x"})");
}

}  // namespace
}  // namespace rockpool::tests
