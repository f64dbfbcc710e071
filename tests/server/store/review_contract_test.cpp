// What every store's match reviews promise, on SQLite and on PostgreSQL: a kept review comes back
// after a reopen, byte for byte; a match's first kept review stays; an unknown match has none.

#include <doctest/doctest.h>

#include "tests/server/store/store_kinds.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

TEST_CASE_TEMPLATE("reviews: kept once, read back after a reopen, the first one staying", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  const std::string body = R"({"match":"m1","status":"done","moves":[{"move":"N","mark":"good"}]})";
  {
    auto store = kind.open();
    REQUIRE(store->reviews());
    CHECK_FALSE(store->reviews()->review("m1"));
    store->reviews()->keep_review("m1", body, 1000);
    store->reviews()->keep_review("m1", R"({"match":"m1","status":"done"})", 2000);
  }
  auto store = kind.open();
  REQUIRE(store->reviews());
  CHECK(store->reviews()->review("m1") == std::optional<std::string>(body));
  CHECK_FALSE(store->reviews()->review("m2"));
}

}  // namespace
}  // namespace rockpool::tests
