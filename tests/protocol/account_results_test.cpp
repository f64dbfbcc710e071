// The account requests' results: every field a client reads, and JSON's special characters kept.

#include "protocol/account_results.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace rockpool::tests {
namespace {

using nlohmann::json;

TEST_CASE("account results: claim, login and reset name the account and its token") {
  const json claim = json::parse(protocol::claim_result("Ada \"L\"", "t0k", {"a-b", "c-d"}));
  CHECK(claim ==
        json{{"username", "Ada \"L\""}, {"token", "t0k"}, {"recovery_codes", {"a-b", "c-d"}}});
  CHECK(json::parse(protocol::login_result("Ada", "t1", "p1")) ==
        json{{"username", "Ada"}, {"token", "t1"}, {"id", "p1"}});
  CHECK(json::parse(protocol::reset_result("Ada", "t2", "p1", 7)) ==
        json{{"username", "Ada"}, {"token", "t2"}, {"id", "p1"}, {"recovery_codes_left", 7}});
}

TEST_CASE("account results: the logins are listed in the order given, with no token") {
  const json listed =
      json::parse(protocol::logins_result({{"id1", "127.0.0.1", 10, 20}, {"id2", "::1", 30, 40}}));
  REQUIRE(listed["sessions"].size() == 2);
  CHECK(listed["sessions"][0] ==
        json{{"id", "id1"}, {"address", "127.0.0.1"}, {"created_ms", 10}, {"seen_ms", 20}});
  CHECK(listed["sessions"][1]["id"] == "id2");
  CHECK(json::parse(protocol::logins_result({})) == json{{"sessions", json::array()}});
}

}  // namespace
}  // namespace rockpool::tests
