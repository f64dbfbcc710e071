// Cluster mode: a node frozen (SIGSTOP) long enough to be fenced, whose rooms went on elsewhere,
// learns it as soon as it is thawed, at its first heartbeat, and not only when one of those rooms
// writes again: until then it would serve its stale copies to whoever joins them.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

using server::cluster::PgConnection;
using server::cluster::PgParams;

// The node's last heartbeat as PostgreSQL holds it.
std::string last_heartbeat(PgConnection& db, const std::string& node) {
  return db.query("SELECT heartbeat_at::text FROM nodes WHERE node_id = $1", PgParams().text(node))
      .text(0, 0);
}

TEST_CASE(
    "cluster: a thawed owner gives up the rooms taken from it by its first heartbeat, before "
    "anyone acts there") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  PgConnection db(cluster.database, "rockpool thaw test");
  PlayedRoom room;
  open_played_room(room, cluster.a.port, "Thawed", "fences");
  rules::Random random(17);
  REQUIRE(play_step(room, random) == PlayStep::acted);
  // Frozen while nothing is in flight: once thawed, nothing of the room writes on its own.
  cluster.a.process->signal(SIGSTOP);
  // Its players come back on b, which fences the silent owner and takes the room over.
  CHECK(check_resumed(room, cluster.b.port) == 1);
  const std::string frozen_beat = last_heartbeat(db, "a");
  cluster.a.process->signal(SIGCONT);
  for (int i = 0; i < 100 && last_heartbeat(db, "a") == frozen_beat; ++i)
    std::this_thread::sleep_for(50ms);
  REQUIRE_MESSAGE(last_heartbeat(db, "a") != frozen_beat, "the thawed node never beat again");

  // Beating again, it has given the room up: a player who comes back to it is sent to b.
  TestClient back(cluster.a.port);
  back.hello("Back", room.players[0].token);
  const json joined = back.request({{"type", "room.join"}, {"room", room.id}});
  CHECK_MESSAGE(error_code(joined) == "room/moved", joined.dump());
  const auto moved = back.next_of_type("moved", 5s);
  REQUIRE(moved);
  CHECK((*moved)["url"] == cluster.b.url());
  // The room plays on at b, with its one acknowledged action there once.
  CHECK(room.players[0].match.view["moves"].size() == 1);
  check_plays_on(room);
  cluster.a.process->signal(SIGTERM);
  CHECK(cluster.a.process->wait_exit(10s) == 0);
}

TEST_CASE("cluster: a thawed owner never answers a join of a room taken from it with a result") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  PlayedRoom room;
  open_played_room(room, cluster.a.port, "Thawed", "fences");
  rules::Random random(23);
  REQUIRE(play_step(room, random) == PlayStep::acted);
  // A player stays connected to a while it is frozen: its connection is there when it thaws.
  TestClient back(cluster.a.port);
  back.hello("Back", room.players[0].token);
  cluster.a.process->signal(SIGSTOP);
  CHECK(check_resumed(room, cluster.b.port) == 1);
  cluster.a.process->signal(SIGCONT);
  // At once, before or after its first heartbeat: the join is sent on to b, never answered here.
  const json joined = back.request({{"type", "room.join"}, {"room", room.id}});
  CHECK_MESSAGE(error_code(joined) == "room/moved", joined.dump());
  const auto moved = back.next_of_type("moved", 5s);
  REQUIRE(moved);
  CHECK((*moved)["url"] == cluster.b.url());
  cluster.a.process->signal(SIGTERM);
  CHECK(cluster.a.process->wait_exit(10s) == 0);
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
