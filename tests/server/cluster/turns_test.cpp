// Correspondence turn lists across nodes, with real nodes on a real PostgreSQL: a player asks on
// any node and gets the matches of every node that wait for them, changed by the time an action
// that changes them is acknowledged.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>

#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

json turn_list_of(TestClient& client) {
  const json reply = client.request({{"type", "turns.list"}});
  REQUIRE(reply.contains("result"));
  return reply["result"]["turns"];
}

Player player_on(std::uint16_t port, const std::string& name) {
  Player player;
  player.client = std::make_unique<TestClient>(port);
  player.client->hello(name);
  player.token = player.client->token();
  return player;
}

TEST_CASE("cluster: a player's turn list covers the correspondence rooms of every node") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  Player host = player_on(cluster.a.port, "Host");
  Player guest = player_on(cluster.a.port, "Guest");
  const std::string room = create_room(
      *host.client, {{"game", "fences"}, {"first", "host"}, {"days_per_move", 3}})["room"]["id"];
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  REQUIRE(pump_until_ready(host));
  REQUIRE(pump_until_ready(guest));
  // The same players on the other node, outside the room.
  TestClient host_on_b(cluster.b.port);
  host_on_b.hello("Host", host.token);
  TestClient guest_on_b(cluster.b.port);
  guest_on_b.hello("Guest", guest.token);

  json turns = turn_list_of(host_on_b);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0]["room"] == room);
  CHECK(turns[0]["match"] == host.match.match_id);
  CHECK(turns[0]["seat"] == 0);
  CHECK(turns[0]["days_per_move"] == 3);
  CHECK(turns[0]["opponent"]["name"] == "Guest");
  CHECK(turns[0]["deadline_ms"] == host.match.view["deadline_ms"][0]);
  CHECK(turn_list_of(guest_on_b).empty());

  // Once the host's action is acknowledged, the other node's lists show it.
  REQUIRE(host.match.decides());
  const json moved = host.client->request({{"type", "match.action"},
                                           {"match", host.match.match_id},
                                           {"version", host.match.version},
                                           {"action", host.match.legal().front()}});
  REQUIRE(moved.contains("result"));
  host.match.take(moved);
  CHECK(turn_list_of(host_on_b).empty());
  turns = turn_list_of(guest_on_b);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0]["room"] == room);
  CHECK(turns[0]["seat"] == 1);
  CHECK(turns[0]["opponent"]["name"] == "Host");

  // A match that ends leaves every node's lists.
  REQUIRE(guest.client->request({{"type", "match.resign"}, {"match", guest.match.match_id}})
              .contains("result"));
  for (int i = 0; i < 50 && host.match.status() != "won"; ++i) {
    auto frame = host.client->next();
    REQUIRE(frame.has_value());
    host.match.take(*frame);
  }
  REQUIRE(host.match.status() == "won");
  CHECK(turn_list_of(guest_on_b).empty());
  CHECK(turn_list_of(host_on_b).empty());
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
