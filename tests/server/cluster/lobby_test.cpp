// The lobby across nodes, with real nodes on a real PostgreSQL: a public room of one node is
// listed, live, by the others (its subscribers get lobby.patch frames, GET /api/rooms lists it);
// a join and a match start change it there, its close removes it; a private room is never listed;
// a room taken over by another node is listed once; a listing changes in the transaction of the
// match's start and end.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <functional>
#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

// A lobby subscriber's view, kept up to date with its patches.
struct LobbyWatcher {
  explicit LobbyWatcher(std::uint16_t port) : client(port) {
    client.hello("Watcher");
    const json reply = client.request({{"type", "lobby.subscribe"}});
    REQUIRE(reply.contains("result"));
    view = {{"rooms", reply["result"]["rooms"]}};
    total = reply["result"]["total"];
  }
  // Applies patches until `seen` holds of the view (false if no patch came for long); no patch
  // may name `unlisted`.
  bool until(const std::function<bool(const json&)>& seen, const std::string& unlisted) {
    while (!seen(view["rooms"])) {
      const auto patch = client.next_of_type("lobby.patch", 20s);
      if (!patch) return false;
      CHECK_MESSAGE(patch->dump().find(unlisted) == std::string::npos, patch->dump());
      view = view.patch((*patch)["patch"]);
      total = (*patch)["total"];
    }
    return true;
  }

  TestClient client;
  json view;
  std::int64_t total = 0;
};

TEST_CASE("cluster: a room created on one node appears in the lobby of clients on the others") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  LobbyWatcher watcher(cluster.b.port);

  TestClient host(cluster.a.port);
  host.hello("Host");
  // Committed before the public room: a listing of it would come first.
  const std::string hidden =
      create_room(host, {{"game", "fences"}, {"public", false}})["room"]["id"];
  const std::string room = create_room(host, {{"game", "fences"}})["room"]["id"];
  REQUIRE(watcher.until([&](const json& rooms) { return rooms.contains(room); }, hidden));
  CHECK(watcher.view["rooms"][room]["players"] == json::array({"Host"}));
  CHECK(watcher.view["rooms"][room]["status"] == "waiting");
  json listed;
  for (int attempt = 0; attempt < 50 && listed.empty(); ++attempt) {
    const json page = json::parse(http_get(cluster.b.port, "/api/rooms").second);
    for (const json& entry : page["rooms"]) {
      if (entry["id"] == room) listed = entry;
    }
    if (listed.empty()) std::this_thread::sleep_for(100ms);
  }
  CHECK(listed["status"] == "waiting");

  // A guest joins on the owner: the match starts, and the other node shows it.
  TestClient guest(cluster.a.port);
  guest.hello("Guest");
  REQUIRE(guest.request({{"type", "room.join"}, {"room", room}}).contains("result"));
  REQUIRE(watcher.until(
      [&](const json& rooms) {
        return rooms.contains(room) && rooms[room]["status"] == "playing" &&
               rooms[room]["players"] == json::array({"Host", "Guest"});
      },
      hidden));

  // A room whose host leaves before anyone joined closes: gone from the other node's lobby too.
  TestClient brief(cluster.a.port);
  brief.hello("Brief");
  const std::string closing = create_room(brief, {{"game", "prawns"}})["room"]["id"];
  REQUIRE(watcher.until([&](const json& rooms) { return rooms.contains(closing); }, hidden));
  REQUIRE(brief.request({{"type", "room.leave"}, {"room", closing}}).contains("result"));
  REQUIRE(watcher.until([&](const json& rooms) { return !rooms.contains(closing); }, hidden));
  CHECK(watcher.view["rooms"].contains(room));
  CHECK_FALSE(watcher.view["rooms"].contains(hidden));

  // A node that starts later lists the others' rooms (read whole when its listener connects).
  ClusterNode c(cluster.database, "c");
  LobbyWatcher late(c.port);
  REQUIRE(late.until([&](const json& rooms) { return rooms.contains(room); }, hidden));
  CHECK_FALSE(late.view["rooms"].contains(closing));

  // The owner dies; a spectator's join on b takes the room over. b lists it as its own now, and
  // counts it once, also while the dead owner's row is not replaced yet.
  cluster.a.process->signal(SIGKILL);
  CHECK(cluster.a.process->wait_exit(5s) == 128 + SIGKILL);
  TestClient spectator(cluster.b.port);
  spectator.hello("Spectator");
  json joined;
  for (int i = 0; i < 50 && !joined.contains("result"); ++i) {
    joined = spectator.request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}});
    if (!joined.contains("result")) std::this_thread::sleep_for(100ms);
  }
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  REQUIRE(watcher.until(
      [&](const json& rooms) {
        CHECK(watcher.total == 1);
        return rooms.contains(room) && rooms[room]["spectators"] == 1;
      },
      hidden));
  REQUIRE(late.until(
      [&](const json& rooms) { return rooms.contains(room) && rooms[room]["spectators"] == 1; },
      hidden));
  CHECK(late.total == 1);
}

// The transaction that wrote a room's lobby row and the one that wrote its first match's row
// (PostgreSQL's xmin: the transaction that wrote a row's current version).
std::pair<std::string, std::string> listing_and_match_writers(server::cluster::PgConnection& db,
                                                              const std::string& room) {
  const auto rows = db.query(
      "SELECT l.xmin::text, m.xmin::text FROM lobby l, matches m "
      "WHERE l.room_id = $1 AND m.room_id = $1 AND m.number = 1",
      server::cluster::PgParams().text(room));
  REQUIRE(rows.rows() == 1);
  return {rows.text(0, 0), rows.text(0, 1)};
}

TEST_CASE("cluster: a room's listing changes in the transaction of its match's start and end") {
  if (!cluster_tests_on()) return;
  const TwoNodes cluster;
  LobbyWatcher watcher(cluster.b.port);
  server::cluster::PgConnection db(cluster.database, "rockpool tests");

  // Several rooms: a listing queued apart from its match's write would land in a later
  // transaction in some of them.
  constexpr int kRooms = 6;
  std::vector<std::unique_ptr<TestClient>> hosts;
  std::vector<std::unique_ptr<TestClient>> guests;
  std::vector<std::string> rooms;
  for (int i = 0; i < kRooms; ++i) {
    hosts.push_back(std::make_unique<TestClient>(cluster.a.port));
    hosts.back()->hello("Host");
    rooms.push_back(create_room(*hosts.back(), {{"game", "fences"}})["room"]["id"]);
    guests.push_back(std::make_unique<TestClient>(cluster.a.port));
    guests.back()->hello("Guest");
    REQUIRE(
        guests.back()->request({{"type", "room.join"}, {"room", rooms.back()}}).contains("result"));
  }
  const auto all_are = [&](const char* status) {
    return [&, status](const json& listed) {
      for (const std::string& room : rooms) {
        if (!listed.contains(room) || listed[room]["status"] != status) return false;
      }
      return true;
    };
  };
  REQUIRE(watcher.until(all_are("playing"), "#none#"));
  for (const std::string& room : rooms) {
    const auto [listing, match] = listing_and_match_writers(db, room);
    CHECK_MESSAGE(listing == match, room);
  }

  // A resignation ends each match: the listing says so in the end's transaction.
  for (int i = 0; i < kRooms; ++i) {
    const auto snapshot = hosts[i]->next_of_type("match.snapshot", 10s);
    REQUIRE(snapshot);
    REQUIRE(hosts[i]
                ->request({{"type", "match.resign"}, {"match", (*snapshot)["match"]}})
                .contains("result"));
  }
  REQUIRE(watcher.until(all_are("finished"), "#none#"));
  for (const std::string& room : rooms) {
    const auto [listing, match] = listing_and_match_writers(db, room);
    CHECK_MESSAGE(listing == match, room);
  }
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
