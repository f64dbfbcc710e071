// Cluster mode with real nodes: `rockpool serve` processes sharing one real PostgreSQL. A room has
// one owner; a client that reaches another node is told where the room is (`moved`); when its
// owner is killed or frozen, another node takes the room over and every acknowledged action is
// there once.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <thread>

#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/cluster/stale_copy.hpp"
#include "tests/server/room/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("cluster: a client of another node is told where the room is") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  TestClient host(cluster.a.port);
  host.hello("Host");
  const std::string room = create_room(host, {{"game", "fences"}})["room"]["id"];

  TestClient guest(cluster.b.port);
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
  CHECK(*moved == json{{"type", "moved"}, {"room", room}, {"url", cluster.a.url()}});
  // Following it, the guest joins the one room there is.
  TestClient followed(cluster.a.port);
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
  for (int i = 0; i < kRooms; ++i)
    open_played_room(rooms[i], a->port, "P" + std::to_string(i), i % 2 ? "fences" : "prawns");
  play_rooms(rooms, 77, 1500ms, [&] {
    a->process->signal(SIGKILL);  // in the middle of it all
    CHECK(a->process->wait_exit(5s) == 128 + SIGKILL);
  });

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

TEST_CASE("cluster: after a takeover, an action resent at the version it was sent at is played") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  auto a = std::make_unique<ClusterNode>(database, "a");
  ClusterNode b(database, "b");
  Seat host, guest;
  host.client = std::make_unique<TestClient>(a->port);
  guest.client = std::make_unique<TestClient>(a->port);
  host.client->hello("Host");
  guest.client->hello("Guest");
  const json created = create_room(*host.client, {{"game", "fences"}, {"first", "host"}});
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", created["room"]["id"]}})
              .contains("result"));
  for (Seat* seat : {&host, &guest})
    REQUIRE(seat->pump([&](const json&) { return seat->match.ready(); }));
  REQUIRE(host.act("N").contains("result"));
  REQUIRE(guest.pump([&](const json&) { return guest.match.version == host.match.version; }));
  REQUIRE(guest.act("S").contains("result"));
  REQUIRE(host.pump([&](const json&) { return host.match.version == guest.match.version; }));
  const std::int64_t version = host.match.version;
  a->process->signal(SIGKILL);  // before the host's next action reached it
  CHECK(a->process->wait_exit(5s) == 128 + SIGKILL);
  // The client resends its action, same version, to the node that takes the room over.
  TestClient moved(b.port);
  moved.hello("Host", host.client->token());
  REQUIRE(
      moved.request({{"type", "room.join"}, {"room", created["room"]["id"]}}).contains("result"));
  const json resent = moved.request({{"type", "match.action"},
                                     {"match", host.match.match_id},
                                     {"version", version},
                                     {"action", "N"}});
  CHECK_MESSAGE(resent.contains("result"), resent.dump());
}

TEST_CASE("cluster: after a takeover, an answered rematch wish is still there") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  auto a = std::make_unique<ClusterNode>(database, "a");
  ClusterNode b(database, "b");
  TestClient host(a->port), guest(a->port);
  host.hello("Host");
  guest.hello("Guest");
  const json created = create_room(host, {{"game", "fences"}, {"first", "host"}});
  const std::string room = created["room"]["id"];
  REQUIRE(guest.request({{"type", "room.join"}, {"room", room}}).contains("result"));
  const auto snapshot = host.next_of_type("match.snapshot", 5s);
  REQUIRE(snapshot);
  const std::string match = (*snapshot)["match"];
  REQUIRE(guest.request({{"type", "match.resign"}, {"match", match}}).contains("result"));
  REQUIRE(guest.request({{"type", "match.rematch"}, {"match", match}}).contains("result"));
  a->process->signal(SIGKILL);
  CHECK(a->process->wait_exit(5s) == 128 + SIGKILL);
  Seat moved;
  moved.client = std::make_unique<TestClient>(b.port);
  moved.client->hello("Host", host.token());
  REQUIRE(moved.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  REQUIRE(moved.pump([&](const json&) { return moved.match.ready(); }));
  CHECK(moved.match.view["rematch"] == json::array({false, true}));
}

// The moves of a room's match as a spectator who joins it on `port` is shown them.
json moves_seen_on(std::uint16_t port, const std::string& room) {
  Player spectator;
  spectator.client = std::make_unique<TestClient>(port);
  spectator.client->hello("Spectator");
  const json joined =
      spectator.client->request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}});
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  REQUIRE(pump_until_ready(spectator));
  return spectator.match.view["moves"];
}

TEST_CASE(
    "cluster: a frozen owner is fenced, its rooms go on elsewhere, and thawed it appends "
    "nothing") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  std::vector<PlayedRoom> rooms = open_played_rooms(cluster.a.port, 4, "P", "fences");
  // Frozen: its database sessions and their locks stay.
  play_rooms(rooms, 91, 1000ms, [&] { cluster.a.process->signal(SIGSTOP); });

  // While the frozen owner's heartbeat is recent, b sends clients to it; once it is silent, b
  // ends its database session and takes the room over.
  TestClient watcher(cluster.b.port);
  watcher.hello("Watcher");
  json joined;
  for (int i = 0; i < 80 && !joined.contains("result"); ++i) {
    joined = watcher.request({{"type", "room.join"}, {"room", rooms[0].id}, {"as", "spectator"}});
    if (joined["error"]["code"] == "room/moved") {
      CHECK(watcher.next_of_type("moved", 2s));
      std::this_thread::sleep_for(250ms);
    }
  }
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  std::size_t acknowledged = 0;
  for (auto& room : rooms)
    acknowledged += check_resumed(room, cluster.b.port);
  MESSAGE(acknowledged << " acknowledged actions checked in " << rooms.size() << " rooms");
  for (auto& room : rooms)
    check_plays_on(room);
  const json moves = moves_seen_on(cluster.b.port, rooms[0].id);

  // Thawed, the old owner may still hold its copy of the room; a player who acts there is sent to
  // the room's owner, and the action is in no one's match.
  cluster.a.process->signal(SIGCONT);
  for (const Player& seated : rooms[0].players)
    sent_on_from_stale_copy(cluster.a.port, rooms[0].id, seated.token);
  CHECK(moves_seen_on(cluster.b.port, rooms[0].id) == moves);
  cluster.a.process->signal(SIGTERM);
  CHECK(cluster.a.process->wait_exit(10s) == 0);
}

// One action of `player`'s seat, its first legal one, acknowledged.
void act_first_legal(Player& player) {
  REQUIRE(player.match.decides());
  const json reply = player.client->request({{"type", "match.action"},
                                             {"match", player.match.match_id},
                                             {"version", player.match.version},
                                             {"action", player.match.legal().front()}});
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  player.match.take(reply);
}

TEST_CASE("cluster: a dead owner's room that nobody asks for is adopted, and its clock runs out") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  auto a = std::make_unique<ClusterNode>(database, "a");
  ClusterNode b(database, "b");
  PlayedRoom room;
  for (auto& player : room.players) {
    player.client = std::make_unique<TestClient>(a->port);
    player.token = player.client->hello("Clocked")["token"];
  }
  room.id = create_room(*room.players[0].client,
                        {{"game", "fences"},
                         {"first", "host"},
                         {"clock", {{"initial_s", 5}, {"increment_s", 0}}}})["room"]["id"];
  REQUIRE(room.players[1]
              .client->request({{"type", "room.join"}, {"room", room.id}})
              .contains("result"));
  for (auto& player : room.players)
    REQUIRE(pump_until_ready(player));
  // Both first decisions (never timed): from now on the host's clock runs.
  act_first_legal(room.players[0]);
  REQUIRE(pump_until_ready(room.players[1]));
  for (int i = 0; i < 50 && !room.players[1].match.decides(); ++i) {
    if (auto frame = room.players[1].client->next(100ms)) room.players[1].match.take(*frame);
  }
  act_first_legal(room.players[1]);
  const std::string match = room.players[0].match.match_id;
  a->process->signal(SIGKILL);
  CHECK(a->process->wait_exit(5s) == 128 + SIGKILL);
  // Killed with seconds left on the host's clock: the match was not over.
  CHECK(http_get(b.port, "/api/matches/" + match).first == 404);

  // Nobody comes back; a node adopts the room by itself, and the clock runs out there.
  json ended;
  for (int i = 0; i < 300 && ended.is_null(); ++i) {
    const auto answer = http_get(b.port, "/api/matches/" + match);
    if (answer.first == 200) ended = json::parse(answer.second);
    if (ended.is_null()) std::this_thread::sleep_for(100ms);
  }
  REQUIRE_MESSAGE(!ended.is_null(), "the match of a dead owner's room never ended");
  CHECK(ended["result"]["reason"] == "timeout");
  CHECK(ended["result"]["winner"] == 1);
  CHECK(ended["plies"] == 2);
}

TEST_CASE(
    "cluster: a node that shuts down hands its rooms over, and their players play on elsewhere") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  std::vector<PlayedRoom> rooms = open_played_rooms(cluster.a.port, 3, "D", "prawns");
  play_rooms(rooms, 131, 800ms);

  cluster.a.process->signal(SIGTERM);
  // Every player is told to go, for its own room, to any node.
  for (auto& room : rooms) {
    for (auto& player : room.players) {
      const auto moved = player.client->next_of_type("moved", 10s);
      REQUIRE_MESSAGE(moved, "no moved for room " << room.id);
      CHECK(*moved == json{{"type", "moved"}, {"room", room.id}, {"url", nullptr}});
    }
  }
  CHECK(cluster.a.process->wait_exit(15s) == 0);
  std::size_t acknowledged = 0;
  for (auto& room : rooms)
    acknowledged += check_resumed(room, cluster.b.port);
  MESSAGE(acknowledged << " acknowledged actions checked in " << rooms.size() << " rooms");
  CHECK(acknowledged > 10);
  for (auto& room : rooms)
    check_plays_on(room);
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
