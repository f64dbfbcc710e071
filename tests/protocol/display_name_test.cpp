// Display names: every rule of check_display_name, and the folding that compares names.

#include "protocol/display_name.hpp"

#include <doctest/doctest.h>

#include <string>

namespace rockpool::tests {
namespace {

using protocol::check_display_name;
using protocol::fold_display_name;

// The message of the refusal, or "" when the name is accepted; every refusal is session/bad_name.
std::string refusal(std::string_view name) {
  const auto error = check_display_name(name);
  if (!error) return "";
  CHECK(error->code == "session/bad_name");
  return error->message;
}

bool refused(std::string_view name) {
  return !refusal(name).empty();
}

bool mentions(const std::string& message, const char* part) {
  return message.find(part) != std::string::npos;
}

TEST_CASE("display name: ordinary names are accepted") {
  for (const char* name : {"Ada", "Zoë 🦀", "Ådne", "李小龍", "Ana María", "x", "Bob2", "ｂｏｂ",
                           "Botanist", "Robot Rock", "rock bottom", "abcdefghijklmnopqrstuvwx"}) {
    CHECK_MESSAGE(refusal(name) == "", name);
  }
}

TEST_CASE("display name: length is 1 to 24 code points, not bytes") {
  CHECK(refusal("") == "a name has 1 to 24 characters");
  CHECK(refused("abcdefghijklmnopqrstuvwxy"));
  CHECK_FALSE(refused("ääääääääääääääääääääääää"));  // 24 code points, 48 bytes
  CHECK(refused("äääääääääääääääääääääääää"));
}

TEST_CASE("display name: invalid UTF-8 is refused") {
  for (const std::string& name : {std::string("Ad\xff"), std::string("\xc3"),  // truncated
                                  std::string("\xc0\xa0"),                     // overlong space
                                  std::string("a\xed\xa0\x80"),                // a surrogate
                                  std::string("\xf4\x90\x80\x80")}) {          // past U+10FFFF
    CHECK_MESSAGE(refusal(name) == "a name must be valid UTF-8", name);
  }
}

TEST_CASE("display name: control characters are refused") {
  CHECK(mentions(refusal("a\x01z"), "control characters"));
  CHECK(refused("a\tb"));
  CHECK(refused("a\x7f"));
  CHECK(refused("a\u0085"));  // a C1 control
  CHECK(refused(std::string("a\0b", 3)));
}

TEST_CASE("display name: markup characters are refused") {
  for (const char* name : {"<script>", "a>b", "a&b", "a\"b", "a'b", "a`b"}) {
    CHECK_MESSAGE(refusal(name) == "a name may not hold < > & \" ' or `", name);
  }
}

TEST_CASE("display name: spaces only inside, one at a time, and only the plain one") {
  CHECK(refusal(" Ada") == "a name may not start or end with a space");
  CHECK(refused("Ada "));
  CHECK(refused(" "));
  CHECK(refusal("Ada  Lovelace") == "a name may not hold two spaces in a row");
  CHECK_FALSE(refused("Ada Lovelace"));
  CHECK(mentions(refusal("Ada\u00A0Lovelace"), "U+00A0"));  // no-break space
  CHECK(refused("Ada\u3000Lovelace"));                      // ideographic space
  CHECK(refused("Ada\u2028Lovelace"));                      // line separator
  CHECK(refused("Ada\u2029Lovelace"));                      // paragraph separator
}

TEST_CASE("display name: U+202E, the right-to-left override, is refused") {
  CHECK(refusal("Ada\u202Etxt.exe") ==
        "a name may not hold invisible formatting characters (U+202E)");
}

TEST_CASE("display name: zero-width characters are refused") {
  CHECK(mentions(refusal("Ro\u200Bckbot"), "U+200B"));
  CHECK(mentions(refusal("\uFEFFAda"), "U+FEFF"));
  CHECK(refused("Ada\u200C"));
  CHECK(refused("Ada\u200D"));
  CHECK(refused("Ada\u2060"));
}

TEST_CASE("display name: U+00AD, the soft hyphen, is refused") {
  CHECK(mentions(refusal("Rock\u00ADbot"), "U+00AD"));
}

TEST_CASE("display name: default-ignorable code points that are not format characters") {
  CHECK(refusal("A\u034Fda") == "a name may not hold invisible characters (U+034F)");
  CHECK(refused("Ada\uFE0F"));  // a variation selector
}

TEST_CASE("display name: Hangul fillers and the blank Braille pattern are refused") {
  for (const char* name : {"\u115F", "\u1160", "\u3164", "\uFFA0", "\u2800", "Ada\u3164"}) {
    CHECK_MESSAGE(refused(name), name);
  }
  CHECK(refusal("\u2800") == "a name may not hold blank characters (U+2800)");
}

TEST_CASE("display name: private-use and unassigned code points are refused") {
  CHECK(mentions(refusal("Ada\uE000"), "private-use"));
  CHECK(refused("Ada\U000F0000"));
  CHECK(mentions(refusal("Ada\xf0\xaf\xbf\xbf"), "unassigned"));  // U+2FFFF
  CHECK(refused("Ada\xcd\xb8"));                                  // U+0378
}

TEST_CASE("display name: the bot's name and what passes for it are reserved") {
  for (const char* name :
       {"Rockbot", "rockbot", "ROCKBOT", "Rock bot", "rock-bot", "Rock.Bot", "R o c k b o t",
        "Ｒｏｃｋｂｏｔ", "Bot", "BOT", "b-o-t", "_bot_", "ｂｏｔ"}) {
    CHECK_MESSAGE(refusal(name) == "that name is reserved", name);
  }
}

TEST_CASE("display name: folding is NFKC and case folding") {
  CHECK(fold_display_name("ｂｏｂ") == fold_display_name("bob"));
  CHECK(fold_display_name("ｂｏｂ") == "bob");
  CHECK(fold_display_name("Straße") == fold_display_name("STRASSE"));
  CHECK(fold_display_name("Straße") == "strasse");
  CHECK(fold_display_name("Zoe\u0308") == fold_display_name("Zoë"));  // a combining diaeresis
  CHECK(fold_display_name("ﬁx") == "fix");
  CHECK(fold_display_name("Ada") != fold_display_name("Ava"));
  CHECK(fold_display_name("") == "");
  CHECK(fold_display_name("Ad\xff") == "Ad\xff");  // not UTF-8: unchanged
}

}  // namespace
}  // namespace rockpool::tests
