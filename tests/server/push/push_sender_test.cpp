// The push sender on its own: a bounded queue, whose overflow is dropped and counted, while a push
// service keeps the sender waiting.

#include "server/push/push_sender.hpp"

#include <doctest/doctest.h>

#include "server/push/base64url.hpp"
#include "server/store/sqlite_store.hpp"
#include "tests/server/push/push_receiver.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

using server::push::P256Key;

TEST_CASE("push: past the queue's bound, messages are dropped and counted; the rest go out") {
  TempDir dir;
  server::SqliteStore store({dir.path() + "/rockpool.db", true, std::chrono::hours(24)});
  PushReceiver receiver;
  const P256Key browser = P256Key::generate();
  store.push_subscriptions()->add(
      {receiver.endpoint("/q"), server::push::base64url_encode(browser.point()),
       server::push::base64url_encode(std::string(16, 'a')), "p1", "", 1},
      5);
  server::Metrics metrics;
  server::push::PushSenderOptions options;
  options.plain_http_loopback = true;
  options.max_waiting = 2;
  server::push::PushSender sender(P256Key::generate(), options, *store.push_subscriptions(),
                                  metrics);
  const server::push::PushMessage message{"p1", "", R"({"title":"Your turn"})", 60};

  // The first is in flight, held by the push service: two may wait behind it, the next are not.
  receiver.hold(true);
  sender.send(message);
  REQUIRE(receiver.next());
  for (int i = 0; i < 5; ++i)
    sender.send(message);
  CHECK(metrics.push_dropped_total.load() == 3);
  receiver.hold(false);
  CHECK(receiver.next());
  CHECK(receiver.next());
  for (int i = 0; i < 500 && metrics.push_sent_total.load() < 3; ++i)
    std::this_thread::sleep_for(10ms);
  CHECK(metrics.push_sent_total.load() == 3);
  CHECK(metrics.push_failed_total.load() == 0);
}

}  // namespace
}  // namespace rockpool::tests
