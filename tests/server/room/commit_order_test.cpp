// Nothing is acknowledged or shown before it is committed: the real store, with its commits
// held back until the test lets them go.

#include <doctest/doctest.h>

#include <thread>

#include "server/accounts/session.hpp"
#include "tests/server/held_store.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("commit order: an action is acknowledged and shown only once it is committed") {
  HeldData data;
  HeldStore* held = data.held;
  Table table({{"game", "fences"}, {"first", "host"}}, data.config, std::move(data.store));

  held->hold();
  table.host.client->send({{"type", "match.action"},
                           {"id", TestClient::next_id()},
                           {"match", table.host.match.match_id},
                           {"version", table.host.match.version},
                           {"action", "N"}});
  // Nobody hears of it while its write is not committed. A request the room refuses at once (an
  // answer to a draw nobody offered) is a barrier: the room handles it after the action (the
  // host's is sent after it; the others' after the host's refusal came back), so whatever the
  // room sent about the action came before the refusal.
  const json barrier = {
      {"type", "match.answer_draw"}, {"match", table.host.match.match_id}, {"accept", false}};
  REQUIRE(table.host.client->request(barrier).contains("error"));
  CHECK_FALSE(table.host.client->next_of_type("reply", 0ms));
  for (Seat* seat : {&table.guest, &table.spectator}) {
    REQUIRE(seat->client->request(barrier).contains("error"));
    CHECK_FALSE(seat->client->next_of_type("match.patch", 0ms));
  }
  // ...nor does someone who arrives meanwhile.
  TestClient late(table.server.port());
  late.hello("Late");
  REQUIRE(late.request({{"type", "room.join"}, {"room", table.room}, {"as", "spectator"}})
              .contains("result"));
  REQUIRE(late.request(barrier).contains("error"));
  CHECK_FALSE(late.next_of_type("match.snapshot", 0ms));

  held->release();
  auto reply = table.host.client->next_of_type("reply", 3s);
  REQUIRE(reply);
  CHECK(reply->contains("result"));
  REQUIRE(table.guest.client->next_of_type("match.patch", 3s));
  // The late one's first frame of the match is its snapshot: a patch before it would have no
  // view to apply to.
  std::optional<json> first;
  while ((first = late.next(3s)) && (*first)["type"] != "match.snapshot" &&
         (*first)["type"] != "match.patch") {
  }
  REQUIRE(first);
  CHECK_MESSAGE((*first)["type"] == "match.snapshot", first->dump());
  CHECK((*first)["view"]["moves"].size() == 1);
}

TEST_CASE(
    "commit order: a repeat of a pending request gets its reply, however many pass meanwhile") {
  HeldData data;
  HeldStore* held = data.held;
  Table table({{"game", "fences"}, {"first", "host"}}, data.config, std::move(data.store));

  held->hold();
  const json action = {{"type", "match.action"},
                       {"id", "the-move"},
                       {"match", table.host.match.match_id},
                       {"version", table.host.match.version},
                       {"action", "N"}};
  table.host.client->send(action);
  // Many more requests of the session are answered while the move waits for its commit.
  for (int i = 0; i < 3 * static_cast<int>(server::Session::kRememberedReplies); ++i) {
    REQUIRE(table.host.client->request({{"type", "room.join"}, {"room", table.room}})
                .contains("result"));
  }
  table.host.client->send(action);  // the same id again, still pending
  held->release();
  int replies = 0;
  while (auto reply = table.host.client->next_of_type("reply", 3s)) {
    CHECK((*reply)["id"] == "the-move");
    CHECK_MESSAGE((*reply)["result"]["version"] == 1, reply->dump());
    if (++replies == 2) break;
  }
  CHECK(replies == 2);
}

TEST_CASE("commit order: a room's members are told it closed only once its close is committed") {
  HeldData data;
  HeldStore* held = data.held;
  Table table({{"game", "fences"}, {"first", "host"}}, data.config, std::move(data.store));
  table.leave_spectator_alone();

  held->hold();
  advance_clock(test_config().room_close_delay + std::chrono::seconds(1));
  // The room has left the node once a join no longer finds it; a room.closed sent with the close
  // would have come before that refusal.
  const json join = {{"type", "room.join"}, {"room", table.room}, {"as", "spectator"}};
  json refused;
  for (int i = 0; i < 200; ++i) {
    refused = table.spectator.client->request(join);
    if (refused.contains("error")) break;
    std::this_thread::sleep_for(10ms);
  }
  REQUIRE_MESSAGE(refused.contains("error"), refused.dump());
  CHECK(refused["error"]["code"] == "room/not_found");
  CHECK_FALSE(table.spectator.client->next_of_type("room.closed", 0ms));

  held->release();
  CHECK(table.spectator.client->next_of_type("room.closed", 3s));
}

}  // namespace
}  // namespace rockpool::tests
