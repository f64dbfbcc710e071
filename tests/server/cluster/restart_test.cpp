// Cluster mode across restarts: PostgreSQL restarted under play (nothing acknowledged while it is
// down, nothing lost, the nodes reconnect and keep their rooms), and every node restarted in turn
// under load (no action a client wanted to play fails for good).

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <functional>
#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/cluster/roaming_room.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

using Clock = RoamLog::Clock;

// Plays every room on a thread of its own (room i with seed `seed + i`) while `meanwhile` runs,
// then stops them (each finishes its action in flight) and waits for them.
std::vector<RoamLog> roam_rooms(std::vector<PlayedRoom>& rooms, NodesUp& nodes, std::uint64_t seed,
                                std::chrono::milliseconds pause,
                                const std::function<void()>& meanwhile) {
  std::atomic<bool> stop{false};
  std::vector<RoamLog> logs(rooms.size());
  std::vector<std::thread> threads;
  threads.reserve(rooms.size());
  for (std::size_t i = 0; i < rooms.size(); ++i)
    threads.emplace_back([&, i] { roam(rooms[i], nodes, stop, seed + i, logs[i], pause); });
  meanwhile();
  stop = true;
  for (auto& thread : threads)
    thread.join();
  return logs;
}

// Every action a client wanted to play was acknowledged, and the room's match holds exactly
// those, once each, in order.
void check_all_there(std::vector<PlayedRoom>& rooms, const std::vector<RoamLog>& logs,
                     NodesUp& nodes) {
  for (std::size_t i = 0; i < rooms.size(); ++i) {
    CAPTURE(rooms[i].id);
    for (const auto& failure : logs[i].failures)
      FAIL_CHECK(failure);
    CHECK(moves_seen_roaming(rooms[i].id, nodes) == json(rooms[i].acknowledged));
  }
}

// Waits until PostgreSQL has run for longer than a node's heartbeat timeout: from then on, a room
// whose lock is free may be taken by any node (before, it is left to the node named its owner).
void wait_past_start_grace(const std::string& database) {
  server::cluster::PgConnection db(database, "rockpool tests");
  for (int i = 0; i < 100; ++i) {
    if (db.query("SELECT pg_postmaster_start_time() < now() - interval '3.2 seconds'")
            .boolean(0, 0)) {
      return;
    }
    std::this_thread::sleep_for(100ms);
  }
  FAIL("PostgreSQL's start time never fell behind");
}

TEST_CASE(
    "cluster: PostgreSQL restarted under play: nothing acknowledged while it is down, "
    "nothing lost, and the nodes keep their rooms") {
  if (!cluster_tests_on()) return;
  constexpr int kRooms = 6;
  const TwoNodes cluster;
  NodesUp nodes;
  nodes.add(cluster.a.port);
  nodes.add(cluster.b.port);
  std::vector<PlayedRoom> rooms(kRooms);
  for (int i = 0; i < kRooms; ++i) {
    open_played_room(rooms[i], i % 2 ? cluster.b.port : cluster.a.port, "R" + std::to_string(i),
                     i % 3 ? "fences" : "prawns");
  }
  // A room played by hand across the outage: its action is sent while PostgreSQL is down.
  PlayedRoom held;
  open_played_room(held, cluster.a.port, "H", "fences");
  Player& mover = held.players[0].match.decides() ? held.players[0] : held.players[1];
  REQUIRE(mover.match.decides());
  TestClient asker(cluster.b.port);
  asker.hello("Asker");
  // After the suite's earlier tests, the shutdown's own checkpoint would take seconds on a slow
  // disk, and the outage would last that long: the pages are written now, before play.
  TestPostgres::shared().checkpoint();
  Clock::time_point down, up;
  const auto logs = roam_rooms(rooms, nodes, 301, 0ms, [&] {
    std::this_thread::sleep_for(1s);
    TestPostgres::shared().stop();
    down = Clock::now();  // from here until `up` nothing can commit
    // What must be read from the database is answered "try again": a session is not taken
    // for unknown (no new session replaces it), nor a room for gone.
    const json looked =
        asker.request({{"type", "room.join"}, {"room", rooms[0].id}, {"as", "spectator"}});
    CHECK_MESSAGE(error_code(looked) == "server/busy", looked.dump());
    TestClient returning(cluster.b.port);
    const json hello = returning.request(
        {{"type", "hello"}, {"protocol", 1}, {"token", rooms[0].players[1].token}});
    CHECK_MESSAGE(error_code(hello) == "server/busy", hello.dump());
    // Nor is an unread turn list taken for empty.
    const json turns = asker.request({{"type", "turns.list"}});
    CHECK_MESSAGE(error_code(turns) == "server/busy", turns.dump());
    mover.client->send({{"type", "match.action"},
                        {"id", TestClient::next_id()},
                        {"match", mover.match.match_id},
                        {"version", mover.match.version},
                        {"action", mover.match.legal().front()}});
    // Nothing can commit now: no reply while PostgreSQL is down.
    const auto early = mover.client->next_of_type(
        "reply", std::chrono::duration_cast<std::chrono::milliseconds>(down + 2s - Clock::now()));
    CHECK_FALSE_MESSAGE(early, early->dump());
    std::this_thread::sleep_until(down + 2s);
    up = Clock::now();
    TestPostgres::shared().start();
    std::this_thread::sleep_for(3s);
  });

  // Once it is back, the action sent while it was down is acknowledged, and it is the match's one
  // move.
  const auto reply = mover.client->next_of_type("reply", 15s);
  REQUIRE(reply);
  CHECK_MESSAGE(reply->contains("result"), reply->dump());
  REQUIRE(pump_until_ready(mover));
  CHECK(moves_seen_roaming(held.id, nodes).size() == 1);

  std::size_t across = 0, after = 0;
  for (const auto& log : logs) {
    for (const auto& acknowledged : log.acknowledged) {
      // Answered while PostgreSQL was down: committed before it went down.
      if (acknowledged.answered >= down && acknowledged.answered < up) {
        CHECK(acknowledged.sent < down);
      }
      if (acknowledged.sent < up && acknowledged.answered >= up) ++across;
      if (acknowledged.sent >= up) ++after;
    }
    // Nobody was sent away or cut off: each room stayed with its node.
    CHECK(log.moved == 0);
    CHECK(log.reconnects == 0);
  }
  MESSAGE(across << " actions waited across the restart; " << after
                 << " acknowledged after it was back");
  CHECK(across > 0);
  CHECK(after > kRooms);
  check_all_there(rooms, logs, nodes);

  // The nodes hold their rooms' locks again: once any node may take a free lock, a client that
  // asks the other node for a room is sent to its owner, whose heartbeat is live again.
  wait_past_start_grace(cluster.database);
  for (int i = 0; i < 2; ++i) {
    const ClusterNode& owner = i % 2 ? cluster.b : cluster.a;
    const ClusterNode& other = i % 2 ? cluster.a : cluster.b;
    TestClient prober(other.port);
    // A session of the owner's, read from the database by the other node's reader.
    const json hello =
        prober.request({{"type", "hello"}, {"protocol", 1}, {"token", rooms[i].players[0].token}});
    REQUIRE_MESSAGE(
        hello.contains("result"),
        hello.dump() << " " << other.process->wait_for_line("failed", 500ms).value_or(""));
    CHECK(hello["result"]["resumed"] == true);
    const json joined =
        prober.request({{"type", "room.join"}, {"room", rooms[i].id}, {"as", "spectator"}});
    CHECK_MESSAGE(error_code(joined) == "room/moved", joined.dump());
    const auto moved = prober.next_of_type("moved", 5s);
    REQUIRE(moved);
    CHECK((*moved)["url"] == owner.url());
  }
}

TEST_CASE("cluster: a rolling restart of every node under load: no client action fails for good") {
  if (!cluster_tests_on()) return;
  constexpr int kNodes = 3;
  constexpr int kRooms = 6;
  const std::string database = TestPostgres::shared().fresh_database();
  const char* names[kNodes] = {"a", "b", "c"};
  std::unique_ptr<ClusterNode> cluster[kNodes];
  NodesUp nodes;
  for (int i = 0; i < kNodes; ++i) {
    cluster[i] = std::make_unique<ClusterNode>(database, names[i]);
    nodes.add(cluster[i]->port);
  }
  std::vector<PlayedRoom> rooms(kRooms);
  for (int i = 0; i < kRooms; ++i) {
    open_played_room(rooms[i], cluster[i % kNodes]->port, "L" + std::to_string(i),
                     i % 2 ? "fences" : "prawns");
  }
  const auto logs = roam_rooms(rooms, nodes, 401, 50ms, [&] {
    for (int i = 0; i < kNodes; ++i) {
      std::this_thread::sleep_for(1s);
      const std::uint16_t port = cluster[i]->port;
      nodes.remove(port);
      cluster[i]->process->signal(SIGTERM);
      CHECK(cluster[i]->process->wait_exit(15s) == 0);
      cluster[i] = std::make_unique<ClusterNode>(database, names[i], port);
      nodes.add(port);
    }
    std::this_thread::sleep_for(1s);
  });

  std::size_t acknowledged = 0;
  int moved = 0, reconnects = 0;
  for (const auto& log : logs) {
    acknowledged += log.acknowledged.size();
    moved += log.moved;
    reconnects += log.reconnects;
  }
  MESSAGE(acknowledged << " actions acknowledged in " << kRooms << " rooms; " << moved
                       << " times sent away, " << reconnects << " connections again");
  // Every node drained once, with rooms on it: players went to other nodes.
  CHECK(reconnects >= 2 * kRooms);
  CHECK(acknowledged > 3 * kRooms);
  check_all_there(rooms, logs, nodes);
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
