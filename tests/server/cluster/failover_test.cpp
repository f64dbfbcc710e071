// Cluster mode with real nodes: `rockpool serve` processes sharing one real PostgreSQL. A room has
// one owner; a client that reaches another node is told where the room is (`moved`); when its
// owner is killed, another node takes the room over and every acknowledged action is there once.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <thread>

#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("cluster: a client of another node is told where the room is") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  ClusterNode a(database, "a");
  ClusterNode b(database, "b");
  TestClient host(a.port);
  host.hello("Host");
  const std::string room = create_room(host, {{"game", "fences"}})["room"]["id"];

  TestClient guest(b.port);
  guest.hello("Guest");
  // The room's creation is answered before its record is committed: until then, other nodes
  // do not know it yet.
  json reply = guest.request({{"type", "room.join"}, {"room", room}});
  for (int i = 0; i < 50 && reply["error"]["code"] == "room/not_found"; ++i) {
    std::this_thread::sleep_for(100ms);
    reply = guest.request({{"type", "room.join"}, {"room", room}});
  }
  CHECK(reply["error"]["code"] == "room/moved");
  const auto moved = guest.next_of_type("moved", 5s);
  REQUIRE(moved);
  CHECK(*moved == json{{"type", "moved"}, {"room", room}, {"url", a.url()}});
  // Following it, the guest joins the one room there is.
  TestClient followed(a.port);
  followed.hello("Guest", guest.token());
  CHECK(followed.request({{"type", "room.join"}, {"room", room}}).contains("result"));
  CHECK(host.next_of_type("room.state", 5s));
}

TEST_CASE("cluster: the owner killed, another node takes its rooms over and loses nothing") {
  if (!cluster_tests_on()) return;
  constexpr int kRooms = 8;
  const std::string database = TestPostgres::shared().fresh_database();
  auto a = std::make_unique<ClusterNode>(database, "a");
  ClusterNode b(database, "b");
  std::vector<PlayedRoom> rooms(kRooms);
  for (int i = 0; i < kRooms; ++i) {
    PlayedRoom& room = rooms[i];
    for (auto& player : room.players) {
      player.client = std::make_unique<TestClient>(a->port);
      player.token = player.client->hello("P" + std::to_string(i))["token"];
    }
    room.id = create_room(*room.players[0].client,
                          {{"game", i % 2 ? "fences" : "prawns"}, {"first", "host"}})["room"]["id"];
    REQUIRE(room.players[1]
                .client->request({{"type", "room.join"}, {"room", room.id}})
                .contains("result"));
    for (auto& player : room.players)
      REQUIRE(pump_until_ready(player));
  }
  std::atomic<bool> stop{false};
  std::vector<std::thread> threads;
  threads.reserve(kRooms);
  for (int i = 0; i < kRooms; ++i)
    threads.emplace_back([&, i] { play(rooms[i], stop, 77 + i); });
  std::this_thread::sleep_for(1500ms);
  a->process->signal(SIGKILL);  // in the middle of it all
  CHECK(a->process->wait_exit(5s) == 128 + SIGKILL);
  stop = true;
  for (auto& thread : threads)
    thread.join();

  std::size_t acknowledged = 0;
  for (auto& room : rooms)
    acknowledged += check_resumed(room, b.port);
  MESSAGE(acknowledged << " acknowledged actions checked in " << kRooms << " rooms");
  CHECK(acknowledged > 20);
  // Play goes on, on the node that took over.
  for (auto& room : rooms)
    check_plays_on(room);
  // The killed node comes back: the rooms stay where they are now.
  a = std::make_unique<ClusterNode>(database, "a");
  TestClient late(a->port);
  late.hello("Late");
  CHECK(late.request(
            {{"type", "room.join"}, {"room", rooms[0].id}, {"as", "spectator"}})["error"]["code"] ==
        "room/moved");
  const auto moved = late.next_of_type("moved", 5s);
  REQUIRE(moved);
  CHECK((*moved)["url"] == b.url());
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
