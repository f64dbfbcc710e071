// The rules tests' JSON reader accepts JSON and nothing else, so that "the view is JSON" means it.

#include "tests/rules/json_value.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {
namespace {

TEST_CASE("json value: reads every kind of value, and objects compare as maps") {
  const JsonValue value =
      json(R"( {"a": [1, -2.5e1, true, false, null], "b": {"c": "d\u00e9\n"}} )");
  CHECK(value.is_object());
  CHECK(value.size() == 2);
  CHECK(value["a"].size() == 5);
  CHECK(value["a"][0] == 1);
  CHECK(value["a"][1] == json("-25"));
  CHECK(value["a"][2] == true);
  CHECK(value["a"][3] == false);
  CHECK(value["a"][4].is_null());
  CHECK(value["b"]["c"] == "d\xc3\xa9\n");
  CHECK(value["missing"].is_null());
  CHECK_FALSE(value.contains("missing"));
  CHECK(value == json(R"({"b":{"c":"dé\n"},"a":[1,-25,true,false,null]})"));
  CHECK(value != json(R"({"b":{"c":"dé\n"},"a":[1,-25,true,false]})"));
  CHECK(json(R"("\ud83e\udd80")") == "\xf0\x9f\xa6\x80");
}

TEST_CASE("json value: refuses what is not exactly one JSON value") {
  for (const char* text : {"",           " ",        "{",        "[1,]",
                           "{\"a\":1,}", "{a:1}",    "'a'",      "01",
                           "1.",         ".5",       "+1",       "tru",
                           "nul",        "[1] [2]",  "\"\\x\"",  "\"\\ud800\"",
                           "\"a\nb\"",   "\"\xff\"", "\"\xc3\"", "\"\xed\xa0\x80\"",
                           "NaN"}) {
    CHECK_MESSAGE(!JsonValue::parse(text), text);
  }
}

}  // namespace
}  // namespace rockpool::tests
