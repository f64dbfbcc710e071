// A database written by an earlier schema (2: no accounts; 3: no rated rooms; 4: no request ids
// with the actions; 5: no correspondence rooms) is brought up to date at start: its rooms, matches
// and sessions are all still there, and accounts, rated rooms and request ids work on it.

#include <doctest/doctest.h>

#include "server/store/sqlite_database.hpp"
#include "server/store/sqlite_schema.hpp"
#include "server/store/sqlite_store.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/store/match_start.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

// The tables of schema 2, as rockpool wrote them before accounts.
constexpr const char* kSchemaTwo = R"sql(
CREATE TABLE sessions (
  token TEXT PRIMARY KEY, public_id TEXT NOT NULL, name TEXT NOT NULL, seen_ms INTEGER NOT NULL);
CREATE TABLE rooms (
  id TEXT PRIMARY KEY, code TEXT NOT NULL, is_public INTEGER NOT NULL, game TEXT NOT NULL,
  options TEXT NOT NULL, clock_initial_ms INTEGER NOT NULL, clock_increment_ms INTEGER NOT NULL,
  first TEXT NOT NULL, bot INTEGER NOT NULL, host_token TEXT NOT NULL, guest_token TEXT,
  created_ms INTEGER NOT NULL, closed_ms INTEGER);
CREATE INDEX rooms_open ON rooms (closed_ms);
CREATE TABLE matches (
  id TEXT PRIMARY KEY, room_id TEXT NOT NULL, number INTEGER NOT NULL, host_seat INTEGER NOT NULL,
  game TEXT NOT NULL, options TEXT NOT NULL,
  seat0_token TEXT NOT NULL, seat0_id TEXT NOT NULL, seat0_name TEXT NOT NULL, seat0_bot INTEGER NOT NULL,
  seat1_token TEXT NOT NULL, seat1_id TEXT NOT NULL, seat1_name TEXT NOT NULL, seat1_bot INTEGER NOT NULL,
  clock_initial_ms INTEGER NOT NULL, clock_increment_ms INTEGER NOT NULL, started_ms INTEGER NOT NULL,
  ended_ms INTEGER, state TEXT NOT NULL DEFAULT 'playing', winner INTEGER, reason TEXT, plies INTEGER,
  version_ceiling INTEGER NOT NULL DEFAULT 0, is_public INTEGER NOT NULL DEFAULT 1);
CREATE TABLE action_log (
  seq INTEGER PRIMARY KEY, match_id TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL,
  notation TEXT NOT NULL, at_ms INTEGER NOT NULL);
CREATE TABLE actions (
  match_id TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL, notation TEXT NOT NULL,
  at_ms INTEGER NOT NULL, PRIMARY KEY (match_id, ply)) WITHOUT ROWID;
CREATE TABLE chat (
  room_id TEXT NOT NULL, match_id TEXT NOT NULL, at_ms INTEGER NOT NULL, session_id TEXT NOT NULL,
  name TEXT NOT NULL, seat INTEGER NOT NULL, text TEXT NOT NULL);
INSERT INTO sessions VALUES ('token-a', 'id-a', 'Ada', 9999999999999);
INSERT INTO rooms VALUES ('room1', '', 1, 'fences', '{}', -1, 0, 'host', 0, 'token-a', NULL, 5,
  NULL);
INSERT INTO matches VALUES ('room1.1', 'room1', 1, 0, 'fences', '{}', 'token-a', 'id-a', 'Ada', 0,
  'token-b', 'id-b', 'Bea', 0, -1, 0, 1000, 2000, 'won', 0, 'resign', 1, 1000, 1);
INSERT INTO actions VALUES ('room1.1', 1, 0, 'N', 1500);
PRAGMA user_version = 2;
)sql";

constexpr int kCurrentSchema = 11;

int user_version(const std::string& path) {
  Database db(path);
  auto version = db.prepare("PRAGMA user_version");
  version.step();
  return static_cast<int>(version.integer(0));
}

// A room written after the migration, beside the one the old schema held.
RoomRecord second_room() {
  RoomRecord room;
  room.id = "room2";
  room.game = "fences";
  room.options_json = "{}";
  room.first = "host";
  room.host_token = "token-a";
  room.created_ms = 6;
  return room;
}

// A database at `path` of an older schema: schema 2 and the accounts' tables, `changes` made to
// them, at user_version `version`.
void create_old_database(const std::string& path, const std::vector<std::string>& changes,
                         int version) {
  Database old(path);
  old.exec(kSchemaTwo);
  old.exec(kSqliteAccountSchema);
  for (const std::string& change : changes)
    old.exec(change);
  old.exec("PRAGMA user_version = " + std::to_string(version));
}

// What the store recovers from the database at `path`, which must be migrated to the current
// schema.
RecoveredState recovered_after_migration(const std::string& path) {
  CHECK(user_version(path) == kCurrentSchema);
  SqliteStore store({path, true, std::chrono::hours(24)});
  return store.recover();
}

TEST_CASE("sqlite store: a database of schema 2 is migrated to the current schema, its data kept") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  {
    Database old(path);
    old.exec(kSchemaTwo);
  }
  REQUIRE(user_version(path) == 2);
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    const RecoveredState state = store.recover();
    REQUIRE(state.rooms.size() == 1);
    REQUIRE(state.rooms[0].match);
    CHECK(state.rooms[0].match->end->reason == "resign");
    CHECK(state.rooms[0].match->actions.size() == 1);
    CHECK(store.session("token-a")->name == "Ada");
    AccountStore* accounts = store.accounts();
    REQUIRE(accounts != nullptr);
    CHECK(accounts->create_account({"a1", "Ada", "ada", "hash", "token-a", "id-a", 1, 1}, {"d1"},
                                   {"login-1", "a1", "127.0.0.1", 1, 1}));
    MatchEndRecord end{"room1.1", "won", 0, "resign", 2000};
    end.rating = EndRating{{"a1", "a2"}, "fences", "untimed", 1.0};
    store.write(end);
    store.flush();
  }
  CHECK(user_version(path) == kCurrentSchema);
  // Opened again: nothing to migrate, everything there.
  SqliteStore store({path, true, std::chrono::hours(24)});
  CHECK(store.accounts()->account_by_username("ada")->session_token == "token-a");
  CHECK(store.accounts()->ratings("a1").size() == 1);
  CHECK(store.finished_matches({"id-a", "", 0, 20, ""}).size() == 1);
}

TEST_CASE("sqlite store: a database of schema 3 is migrated, its rooms not rated") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  create_old_database(path, {}, 3);
  REQUIRE(user_version(path) == 3);
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    const RecoveredState state = store.recover();
    REQUIRE(state.rooms.size() == 1);
    CHECK(state.rooms[0].room.id == "room1");
    CHECK_FALSE(state.rooms[0].room.rated);
    REQUIRE(state.rooms[0].match);
    CHECK(state.rooms[0].match->end->reason == "resign");
    RoomRecord rated = second_room();
    rated.rated = true;
    store.write(rated);
    store.flush();
  }
  const RecoveredState state = recovered_after_migration(path);
  REQUIRE(state.rooms.size() == 2);
  for (const StoredRoom& stored : state.rooms)
    CHECK(stored.room.rated == (stored.room.id == "room2"));
}

TEST_CASE("sqlite store: a database of schema 4 is migrated, its actions without request ids") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  create_old_database(
      path,
      {"ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0",
       "INSERT INTO rooms VALUES ('room2', '', 1, 'fences', '{}', -1, 0, 'host', 0, "
       "'token-a', NULL, 6, NULL, 0)",
       "INSERT INTO matches (id, room_id, number, host_seat, game, options, seat0_token, "
       "seat0_id, seat0_name, seat0_bot, seat1_token, seat1_id, seat1_name, seat1_bot, "
       "clock_initial_ms, clock_increment_ms, started_ms) VALUES ('room2.1', 'room2', 1, 0, "
       "'fences', '{}', 'token-a', 'id-a', 'Ada', 0, 'token-b', 'id-b', 'Bea', 0, -1, 0, "
       "1000)",
       "INSERT INTO action_log (match_id, ply, seat, notation, at_ms) VALUES "
       "('room2.1', 1, 0, 'N', 1500)"},
      4);
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    const RecoveredState state = store.recover();
    REQUIRE(state.rooms.size() == 2);
    for (const StoredRoom& stored : state.rooms) {
      REQUIRE(stored.match);
      REQUIRE(stored.match->actions.size() == 1);
      CHECK(stored.match->actions[0].request_id.empty());
    }
    store.write(ActionRecord{"room2.1", 2, 1, "S", 1600, "\"q2\""});
    store.flush();
  }
  const RecoveredState state = recovered_after_migration(path);
  for (const StoredRoom& stored : state.rooms) {
    if (stored.room.id != "room2") continue;
    REQUIRE(stored.match->actions.size() == 2);
    CHECK(stored.match->actions[1].request_id == "\"q2\"");
  }
}

TEST_CASE("sqlite store: a database of schema 5 is migrated, its rooms without correspondence") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  create_old_database(path,
                      {"ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0",
                       "ALTER TABLE action_log ADD COLUMN request_id TEXT",
                       "ALTER TABLE actions ADD COLUMN request_id TEXT"},
                      5);
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    const RecoveredState state = store.recover();
    REQUIRE(state.rooms.size() == 1);
    CHECK(state.rooms[0].room.days_per_move == 0);
    REQUIRE(state.rooms[0].match);
    CHECK(state.rooms[0].match->end->reason == "resign");
    RoomRecord slow = second_room();
    slow.days_per_move = 3;
    store.write(slow);
    store.flush();
  }
  const RecoveredState state = recovered_after_migration(path);
  REQUIRE(state.rooms.size() == 2);
  for (const StoredRoom& stored : state.rooms)
    CHECK(stored.room.days_per_move == (stored.room.id == "room2" ? 3 : 0));
}

// The tables of schema 6, with schema 2's data (its user_version is the caller's to set).
void write_schema_six(Database& old) {
  old.exec(kSchemaTwo);
  old.exec(kSqliteAccountSchema);
  old.exec("ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0");
  old.exec("ALTER TABLE action_log ADD COLUMN request_id TEXT");
  old.exec("ALTER TABLE actions ADD COLUMN request_id TEXT");
  old.exec("ALTER TABLE rooms ADD COLUMN days_per_move INTEGER NOT NULL DEFAULT 0");
}

TEST_CASE("sqlite store: a database of schema 6 is migrated, and keeps push subscriptions") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  {
    Database old(path);
    write_schema_six(old);
    old.exec("PRAGMA user_version = 6");
  }
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    REQUIRE(store.recover().rooms.size() == 1);
    store.push_subscriptions()->add({"https://push.example.net/a", "P", "A", "p1", "", 5}, 5);
  }
  CHECK(user_version(path) == kCurrentSchema);
  SqliteStore store({path, true, std::chrono::hours(24)});
  const auto kept = store.push_subscriptions()->of_player("p1", "");
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].endpoint == "https://push.example.net/a");
}

TEST_CASE("sqlite store: a database of schema 7 is migrated, its rooms in no tournament") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  {
    Database old(path);
    write_schema_six(old);
    old.exec(kSqlitePushSchema);
    old.exec("PRAGMA user_version = 7");
  }
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    const RecoveredState state = store.recover();
    REQUIRE(state.rooms.size() == 1);
    CHECK(state.rooms[0].room.tournament_id.empty());
    CHECK(state.rooms[0].room.tournament_game == -1);
    CHECK(store.kept_tournaments().empty());
    store.write(TournamentRecord{"T1", "code", true, false, "host", 5, R"({"x":1})"});
    store.flush();
  }
  CHECK(user_version(path) == kCurrentSchema);
  SqliteStore store({path, true, std::chrono::hours(24)});
  const auto kept = store.kept_tournaments();
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].code == "code");
  CHECK(kept[0].state_json == R"({"x":1})");
}

// The tables of schema 8: schema 6's, push subscriptions and the rooms' tournament link.
void write_schema_eight(Database& old) {
  write_schema_six(old);
  old.exec(kSqlitePushSchema);
  old.exec("ALTER TABLE rooms ADD COLUMN tournament_id TEXT NOT NULL DEFAULT ''");
  old.exec("ALTER TABLE rooms ADD COLUMN tournament_game INTEGER NOT NULL DEFAULT -1");
}

TEST_CASE(
    "sqlite store: a database of schema 8 keeps its archived moves, and archives a row each") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  {
    Database old(path);
    write_schema_eight(old);
    old.exec("INSERT INTO actions VALUES ('room1.1', 2, 1, 'S', 1600, '\"q2\"')");
    old.exec("PRAGMA user_version = 8");
  }
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    const auto old = store.match("room1.1");
    REQUIRE(old);
    REQUIRE(old->actions.size() == 2);  // from the rows of the old archive
    CHECK(old->actions[1].notation == "S");
    CHECK(old->actions[1].request_id == "\"q2\"");
    store.write(start_of("room1.2", "room1"));
    store.write(MatchEndRecord{"room1.2",
                               "won",
                               1,
                               "resign",
                               2500,
                               {{"room1.2", 1, 0, "N", 2100, "7"}, {"room1.2", 2, 1, "S", 2200}}});
    store.flush();
  }
  CHECK(user_version(path) == kCurrentSchema);
  SqliteStore store({path, true, std::chrono::hours(24)});
  const auto ended = store.match("room1.2");
  REQUIRE(ended);
  REQUIRE(ended->actions.size() == 2);
  CHECK(ended->actions[0].request_id == "7");
  CHECK(ended->actions[1].ply == 2);
  CHECK(ended->actions[1].request_id.empty());
  Database db(path);
  auto rows = db.prepare("SELECT count(*) FROM actions WHERE match_id = 'room1.2'");
  REQUIRE(rows.step());
  CHECK(rows.integer(0) == 0);  // one row in match_moves instead
}

TEST_CASE("sqlite store: a database of schema 9 is migrated, its live actions' versions unknown") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  {
    Database old(path);
    write_schema_eight(old);
    old.exec("CREATE TABLE match_moves (match_id TEXT PRIMARY KEY, moves TEXT NOT NULL)");
    // An open room whose match is live, its first action in the log.
    old.exec(
        "INSERT INTO rooms VALUES ('room2', '', 1, 'fences', '{}', -1, 0, 'host', 0, 'token-a', "
        "'token-b', 5, NULL, 0, 0, '', -1)");
    old.exec(
        "INSERT INTO matches VALUES ('room2.1', 'room2', 1, 0, 'fences', '{}', 'token-a', "
        "'id-a', 'Ada', 0, 'token-b', 'id-b', 'Bea', 0, -1, 0, 1000, NULL, 'playing', NULL, "
        "NULL, NULL, 1000, 1)");
    old.exec("INSERT INTO action_log VALUES (1, 'room2.1', 1, 0, 'N', 1500, '\"a\"')");
    old.exec("PRAGMA user_version = 9");
  }
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    RecoveredState state = store.recover();
    const StoredRoom* live = nullptr;
    for (const StoredRoom& room : state.rooms)
      if (room.room.id == "room2") live = &room;
    REQUIRE(live);
    REQUIRE(live->match);
    REQUIRE(live->match->actions.size() == 1);
    CHECK(live->match->actions[0].position_version == 0);  // not known
    CHECK(live->match->offers.draw_offer == -1);
    CHECK_FALSE(live->room.quick);
    store.write(ActionRecord{"room2.1", 2, 1, "S", 1600, "\"b\"", 1003});
    store.write(MatchOffersRecord{"room2.1", 0, 2, {false, false}});
    store.flush();
  }
  CHECK(user_version(path) == kCurrentSchema);
  SqliteStore store({path, true, std::chrono::hours(24)});
  RecoveredState state = store.recover();
  for (const StoredRoom& room : state.rooms) {
    if (room.room.id != "room2") continue;
    REQUIRE(room.match);
    REQUIRE(room.match->actions.size() == 2);
    CHECK(room.match->actions[1].position_version == 1003);
    CHECK(room.match->offers.draw_offer == 0);
    CHECK(room.match->offers.draw_offer_ply == 2);
  }
}

TEST_CASE("sqlite store: a database of schema 10 is migrated, its rooms not opened by pairing") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    store.write(SessionRecord{"token-a", "id-a", "Ada", 1});
    store.write(second_room());
    store.flush();
  }
  {
    Database old(path);
    old.exec("ALTER TABLE rooms DROP COLUMN quick");
    old.exec("PRAGMA user_version = 10");
  }
  {
    SqliteStore store({path, true, std::chrono::hours(24)});
    RecoveredState state = store.recover();
    REQUIRE(state.rooms.size() == 1);
    CHECK_FALSE(state.rooms[0].room.quick);
    RoomRecord paired = second_room();
    paired.id = "room3";
    paired.quick = true;
    store.write(paired);
    store.flush();
  }
  CHECK(user_version(path) == kCurrentSchema);
  SqliteStore store({path, true, std::chrono::hours(24)});
  for (const StoredRoom& room : store.recover().rooms)
    CHECK(room.room.quick == (room.room.id == "room3"));
}

TEST_CASE("sqlite store: a fresh database starts at the current schema") {
  TempDir dir;
  const std::string path = dir.path() + "/rockpool.db";
  { SqliteStore store({path, true, std::chrono::hours(24)}); }
  CHECK(user_version(path) == kCurrentSchema);
}

}  // namespace
}  // namespace rockpool::tests
