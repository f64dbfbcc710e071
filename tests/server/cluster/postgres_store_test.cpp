// What only the PostgreSQL store does: it refuses a database another node writes to, and a server
// that could lose acknowledged commits; a batch sent again (its first answer lost with the
// connection) changes nothing.

#ifdef ROCKPOOL_WITH_POSTGRES

#include "server/cluster/postgres_store.hpp"

#include <doctest/doctest.h>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

cluster::PostgresStoreOptions options_for(const std::string& conninfo) {
  return {conninfo, "rockpool tests", std::chrono::hours(24)};
}

TEST_CASE("postgres store: one node per database") {
  const std::string database = TestPostgres::shared().fresh_database();
  {
    cluster::PostgresStore first(options_for(database));
    CHECK_THROWS_WITH(cluster::PostgresStore(options_for(database)),
                      doctest::Contains("another rockpool node uses this database"));
  }
  cluster::PostgresStore after(options_for(database));  // the first one is gone
  CHECK(after.recover().rooms.empty());
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
