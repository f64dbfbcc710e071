// What only the PostgreSQL store does: several nodes share a database and each room has one owner
// (a stale owner's writes are refused); it refuses a server that could lose acknowledged commits;
// a batch sent again (its first answer lost with the connection) changes nothing.

#ifdef ROCKPOOL_WITH_POSTGRES

#include "server/cluster/postgres_store.hpp"

#include <doctest/doctest.h>

#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

cluster::PostgresStoreOptions options_for(const std::string& conninfo) {
  return {conninfo, "rockpool tests", std::chrono::hours(24)};
}

cluster::PostgresStoreOptions node_options(const std::string& conninfo, const std::string& node) {
  return {conninfo, "rockpool tests " + node,        std::chrono::hours(24), {},
          node,     "ws://" + node + ".test:8080/ws"};
}

TEST_CASE("postgres store: nodes share a database, and a room has one owner") {
  const std::string database = TestPostgres::shared().fresh_database();
  cluster::PostgresStore a(node_options(database, "a"));
  cluster::PostgresStore b(node_options(database, "b"));
  a.write(RoomRecord{"r", "", true, "fences", "{}", -1, 0, "host", false, "t", 1});
  a.flush();
  // A live node holds it: the other is told where it is, and takes nothing.
  const RoomClaim elsewhere = b.acquire_room("r");
  CHECK_FALSE(elsewhere.owned);
  CHECK(elsewhere.owner_url == "ws://a.test:8080/ws");
  CHECK(a.acquire_room("r").owned);  // its owner holds it already
  CHECK(b.acquire_room("s").owned);  // a room nobody owns
  CHECK_FALSE(a.acquire_room("s").owned);
  const auto loaded = b.load_room("r", false);
  REQUIRE(loaded);
  CHECK(loaded->room.game == "fences");
  CHECK_FALSE(b.load_room("nowhere", false));
}

TEST_CASE("postgres store: a stale owner cannot append") {
  const std::string database = TestPostgres::shared().fresh_database();
  // Node a keeps no heartbeat: it counts as dead as soon as its lock is gone.
  auto a_options = node_options(database, "a");
  a_options.node_id.clear();
  cluster::PostgresStore a(a_options);
  cluster::PostgresStore b(node_options(database, "b"));
  std::vector<std::string> lost;
  a.on_ownership_lost([&](const std::string& room, const std::string&) { lost.push_back(room); });
  MatchStartRecord start;
  start.id = "r.1";
  start.room_id = "r";
  start.game = "fences";
  start.options_json = "{}";
  a.write(RoomRecord{"r", "", true, "fences", "{}", -1, 0, "host", false, "t", 1});
  a.write(start);
  a.write(ActionRecord{"r.1", 1, 0, "N", 10});
  a.flush();
  // Node a's writer loses its connection, and with it the room's lock: b takes the room over.
  cluster::PgConnection admin(database, "rockpool tests");
  admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
              cluster::PgParams().text("rockpool tests a writer"));
  bool taken = false;
  for (int i = 0; i < 100 && !taken; ++i) {
    taken = b.acquire_room("r").owned;
    if (!taken) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE(taken);
  // a, which does not know yet, appends under its old epoch: refused, nothing written, never
  // reported done; another room's write in the same batch commits.
  bool reported = false, other_reported = false;
  a.write(ActionRecord{"r.1", 2, 1, "S", 11}, [&] { reported = true; });
  a.write(RoomRecord{"q", "", true, "fences", "{}", -1, 0, "host", false, "t", 2},
          [&] { other_reported = true; });
  a.flush();
  CHECK_FALSE(reported);
  CHECK(other_reported);
  CHECK(lost == std::vector<std::string>{"r"});
  a.write(ActionRecord{"r.1", 2, 1, "W", 12}, [&] { reported = true; });  // dropped from now on
  a.flush();
  CHECK_FALSE(reported);
  const auto match = b.match("r.1");
  REQUIRE(match);
  CHECK(match->actions.size() == 1);
  // The new owner appends.
  b.write(ActionRecord{"r.1", 2, 1, "E", 13});
  b.flush();
  CHECK(b.match("r.1")->actions.size() == 2);
  CHECK(b.match("r.1")->actions[1].notation == "E");
}

TEST_CASE("postgres store: a server without fsync or synchronous commit is refused") {
  const std::string database = TestPostgres::shared().fresh_database();
  cluster::PgConnection admin(database, "rockpool tests");
  const auto with = [&](const std::string& setting) {
    admin.exec("ALTER SYSTEM SET " + setting);
    admin.query("SELECT pg_reload_conf()");
  };
  with("synchronous_commit = off");
  // A reload is not instant: each new connection reads the settings afresh, so this waits for it.
  for (int i = 0;
       i < 200 &&
       cluster::PgConnection(database, "probe").query("SHOW synchronous_commit").text(0, 0) !=
           "off";
       ++i) {
  }
  CHECK_THROWS_WITH(cluster::PostgresStore(options_for(database)),
                    doctest::Contains("synchronous_commit off"));
  admin.exec("ALTER SYSTEM RESET synchronous_commit");
  with("fsync = off");
  for (int i = 0;
       i < 200 && cluster::PgConnection(database, "probe").query("SHOW fsync").text(0, 0) != "off";
       ++i) {
  }
  CHECK_THROWS_WITH(cluster::PostgresStore(options_for(database)), doctest::Contains("fsync off"));
  with("fsync = on");
  admin.exec("ALTER SYSTEM RESET fsync");
  admin.query("SELECT pg_reload_conf()");
}

TEST_CASE("postgres store: writes sent twice are stored once") {
  const std::string database = TestPostgres::shared().fresh_database();
  cluster::PostgresStore store(options_for(database));
  MatchStartRecord start;
  start.id = "r.1";
  start.room_id = "r";
  start.game = "fences";
  start.options_json = "{}";
  for (int twice = 0; twice < 2; ++twice) {
    store.write(RoomRecord{"r", "", true, "fences", "{}", -1, 0, "host", false, "t", 1});
    store.write(start);
    store.write(ActionRecord{"r.1", 1, 0, "N", 10});
    store.write(ActionRecord{"r.1", 2, 1, "S", 11});
    store.flush();
  }
  const auto state = store.recover();
  REQUIRE(state.rooms.size() == 1);
  REQUIRE(state.rooms[0].match);
  CHECK(state.rooms[0].match->actions.size() == 2);
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
