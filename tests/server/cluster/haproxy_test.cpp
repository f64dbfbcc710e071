// Cluster mode behind the real HAProxy, with the configuration deploy/cluster.sh runs
// (deploy/cluster/haproxy.cfg.in): a room's players come through the proxy, reach its owner
// (directly, or told `moved`), and when the owner is killed they come back through the proxy to
// the node that takes the room over, with every acknowledged action there once.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <thread>

#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/cluster/proxy.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

// Whether `node` owns `room`: its owner lets a spectator in, any other node says `moved`.
bool owns(const ClusterNode& node, const std::string& room) {
  TestClient probe(node.port);
  probe.hello("Probe");
  const json reply = probe.request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}});
  return reply.contains("result");
}

TEST_CASE(
    "cluster: through HAProxy, players reach a room's owner, and its next owner after a "
    "crash") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  std::unique_ptr<ClusterNode> nodes[2] = {std::make_unique<ClusterNode>(database, "a"),
                                           std::make_unique<ClusterNode>(database, "b")};
  const Proxy proxy({nodes[0].get(), nodes[1].get()});

  PlayedRoom room;
  Player& host = room.players[0];
  Player& guest = room.players[1];
  // The host names no room: any node.
  host.client = proxy.connect("/ws");
  host.token = host.client->hello("Host")["token"];
  room.id = create_room(*host.client, {{"game", "fences"}, {"first", "host"}})["room"]["id"];
  // The guest names it: the proxy picks the node its id hashes to.
  guest.client = proxy.connect("/ws?room=" + room.id);
  guest.token = guest.client->hello("Guest")["token"];
  join_following_moved(guest, room.id, [&] { return proxy.connect("/ws?room=" + room.id); });
  for (auto& player : room.players)
    REQUIRE(pump_until_ready(player));

  const int owner = owns(*nodes[0], room.id) ? 0 : 1;
  REQUIRE(owns(*nodes[owner], room.id));
  std::atomic<bool> stop{false};
  std::thread player([&] { play(room, stop, 2024); });
  std::this_thread::sleep_for(300ms);  // mid-match: random play ends a fence game in about 1 s
  nodes[owner]->process->signal(SIGKILL);
  CHECK(nodes[owner]->process->wait_exit(5s) == 128 + SIGKILL);
  stop = true;
  player.join();

  // Back through the proxy, naming the room: the survivor takes it over.
  const std::size_t acknowledged =
      check_resumed(room, [&] { return proxy.connect("/ws?room=" + room.id); });
  MESSAGE(acknowledged << " acknowledged actions before the crash");
  CHECK(acknowledged > 0);
  CHECK(owns(*nodes[1 - owner], room.id));
  REQUIRE(host.match.status() == "playing");
  check_plays_on(room);
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
