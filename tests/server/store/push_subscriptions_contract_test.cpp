// What every store's Web Push subscriptions promise, on SQLite and on PostgreSQL: a subscription
// comes back after a reopen, replaces one of the same endpoint, and at most the newest few of a
// session are kept; it is forgotten by its session, its account, or its endpoint alone; and the
// signing key a store shares is the first one kept (SQLite keeps none: its server's file does).

#include <doctest/doctest.h>

#include "tests/server/store/store_kinds.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

PushSubscription subscription(const std::string& endpoint, const std::string& public_id,
                              std::int64_t created_ms, const std::string& account_id = "") {
  return {endpoint, "p256dh-" + endpoint, "auth-" + endpoint, public_id, account_id, created_ms};
}

std::vector<std::string> endpoints(const std::vector<PushSubscription>& found) {
  std::vector<std::string> out;
  for (const auto& one : found)
    out.push_back(one.endpoint);
  return out;
}

TEST_CASE_TEMPLATE("push subscriptions: kept, replaced, capped per session and forgotten", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  {
    auto store = kind.open();
    PushSubscriptionStore& kept = *store->push_subscriptions();
    for (int i = 0; i < 4; ++i)
      kept.add(subscription("https://p/" + std::to_string(i), "ada", 100 + i), 3);
    // The same endpoint again replaces the row (its keys, and the session that holds it now).
    PushSubscription again = subscription("https://p/3", "ada", 200);
    again.auth = "new-auth";
    kept.add(again, 3);
    kept.add(subscription("https://q/1", "bea", 150, "acct-b"), 3);
  }
  auto store = kind.open();
  PushSubscriptionStore& kept = *store->push_subscriptions();
  const auto ada = kept.of_player("ada", "");
  CHECK(endpoints(ada) == std::vector<std::string>{"https://p/1", "https://p/2", "https://p/3"});
  CHECK(ada.back().auth == "new-auth");
  CHECK(ada.back().created_ms == 200);
  // Another session of Bea's account finds its account's subscriptions.
  CHECK(endpoints(kept.of_player("bea-2", "acct-b")) == std::vector<std::string>{"https://q/1"});
  CHECK(kept.of_player("bea-2", "").empty());

  // Only its session (or account) forgets a subscription; its push service's "gone" always does.
  CHECK_FALSE(kept.remove("https://p/1", "bea", ""));
  CHECK(kept.remove("https://p/1", "ada", ""));
  CHECK(kept.remove("https://q/1", "someone", "acct-b"));
  CHECK(kept.remove_endpoint("https://p/2"));
  CHECK_FALSE(kept.remove_endpoint("https://p/2"));
  CHECK(endpoints(kept.of_player("ada", "")) == std::vector<std::string>{"https://p/3"});
}

TEST_CASE_TEMPLATE("push subscriptions: a shared signing key is the first one kept", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  std::string first;
  {
    auto store = kind.open();
    first = store->push_subscriptions()->shared_signing_key("first key");
  }
  auto store = kind.open();
  const std::string second = store->push_subscriptions()->shared_signing_key("second key");
  CHECK(second == first);
  CHECK((first.empty() || first == "first key"));
}

}  // namespace
}  // namespace rockpool::tests
