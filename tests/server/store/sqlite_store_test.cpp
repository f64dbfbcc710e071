// The SQLite store on a real file: what is written comes back, in order, after a reopen.

#include "server/store/sqlite_store.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <thread>

#include "server/server_clock.hpp"
#include "server/store/sqlite_database.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

SqliteStoreOptions options_in(const TempDir& dir) {
  return {dir.path() + "/rockpool.db", true, std::chrono::hours(24)};
}

MatchStartRecord start_of(const std::string& id, const std::string& room) {
  MatchStartRecord start;
  start.id = id;
  start.room_id = room;
  start.number = 1;
  start.game = "fences";
  start.options_json = R"({"fences":10})";
  start.seats[0] = {"token-a", "id-a", "Ada", false};
  start.seats[1] = {"token-b", "id-b", "Bea", false};
  start.started_ms = 1000;
  return start;
}

TEST_CASE("store: rooms, matches and actions come back after a reopen, in order") {
  TempDir dir;
  {
    SqliteStore store(options_in(dir));
    store.write(SessionRecord{"token-a", "id-a", "Ada", epoch_ms()});
    store.write(SessionRecord{"token-b", "id-b", "Bea", epoch_ms()});
    store.write(RoomRecord{"room1", "", true, "fences", R"({"fences":10})", -1, 0, "host", false,
                           "token-a", 5});
    store.write(RoomGuestRecord{"room1", "token-b"});
    store.write(start_of("room1.1", "room1"));
    bool done = false;
    for (int ply = 1; ply <= 3; ++ply) {
      store.write(ActionRecord{"room1.1", ply, (ply + 1) % 2, ply == 2 ? "S" : "N", 1000 + ply},
                  [&] { done = true; });
    }
    store.flush();
    CHECK(done);
  }
  SqliteStore store(options_in(dir));
  const RecoveredState state = store.recover();
  REQUIRE(state.rooms.size() == 1);
  CHECK(state.sessions.size() == 2);
  const StoredRoom& room = state.rooms[0];
  CHECK(room.room.host_token == "token-a");
  CHECK(room.guest_token == std::optional<std::string>("token-b"));
  REQUIRE(room.match);
  REQUIRE(room.match->actions.size() == 3);
  CHECK(room.match->actions[0].notation == "N");
  CHECK(room.match->actions[1].notation == "S");
  CHECK(room.match->actions[1].seat == 1);
  CHECK_FALSE(room.match->end);
}

TEST_CASE("store: a closed room is not recovered; a finished match is in the history") {
  TempDir dir;
  SqliteStore store(options_in(dir));
  store.write(RoomRecord{"open", "", true, "fences", "{}", -1, 0, "host", false, "t", 1});
  store.write(RoomRecord{"shut", "", true, "fences", "{}", -1, 0, "host", false, "t", 1});
  store.write(RoomClosedRecord{"shut", 2});
  store.write(start_of("open.1", "open"));
  store.write(ActionRecord{"open.1", 1, 0, "N", 1001});
  store.write(MatchEndRecord{"open.1", "won", 0, "resign", 2000, {{"open.1", 1, 0, "N", 1001}}});
  store.flush();
  CHECK(store.recover().rooms.size() == 1);
  const auto history = store.finished_matches({"id-a", "", 0, 20, ""});
  REQUIRE(history.size() == 1);
  CHECK(history[0].plies == 1);
  CHECK(history[0].end.reason == "resign");
  CHECK(store.finished_matches({"nobody", "", 0, 20, ""}).empty());
  CHECK(store.finished_matches({"", "lazyking", 0, 20, ""}).empty());
  CHECK(store.finished_matches({"", "", 2000, 20, ""}).empty());  // paging: ended before 2000
}

TEST_CASE("store: live actions are logged, an ended match's archived, the log's front cut") {
  TempDir dir;
  {
    SqliteStore store(options_in(dir));
    store.write(RoomRecord{"b", "", true, "fences", "{}", -1, 0, "host", false, "token-a", 1});
    store.write(start_of("a.1", "a"));
    store.write(start_of("b.1", "b"));
    store.write(ActionRecord{"a.1", 1, 0, "N", 10});
    store.write(MatchEndRecord{"a.1", "drawn", -1, "agreement", 20, {{"a.1", 1, 0, "N", 10}}});
    for (int ply = 1; ply <= 20001; ++ply)
      store.write(ActionRecord{"b.1", ply, (ply + 1) % 2, "N", 30 + ply});
    store.flush();
    const auto a = store.match("a.1");
    REQUIRE(a);
    REQUIRE(a->end);
    CHECK(a->actions.size() == 1);  // from the archive
  }
  // Only the live match's rows are left in the log: the ended one's were cut.
  Database db(dir.path() + "/rockpool.db");
  auto count = db.prepare("SELECT COUNT(*), COUNT(DISTINCT match_id) FROM action_log");
  REQUIRE(count.step());
  CHECK(count.integer(0) == 20001);
  CHECK(count.integer(1) == 1);
  SqliteStore store(options_in(dir));
  const RecoveredState state = store.recover();
  REQUIRE(state.rooms.size() == 1);
  REQUIRE(state.rooms[0].match);
  CHECK(state.rooms[0].match->actions.size() == 20001);
  CHECK(state.rooms[0].match->actions.back().ply == 20001);
}

// The write-ahead log's size on disk, in bytes.
std::uintmax_t wal_bytes(const TempDir& dir) {
  return std::filesystem::file_size(dir.path() + "/rockpool.db-wal");
}

TEST_CASE("store: a commit never checkpoints; the checkpointer does, on its own connection") {
  TempDir dir;
  SqliteStoreOptions options = options_in(dir);
  options.full_sync = false;
  options.checkpoint_period = std::chrono::hours(1);
  {
    SqliteStore store(options);
    store.write(start_of("a.1", "a"));
    // Each flushed write is a commit of its own. SQLite's automatic checkpoint, were it on, would
    // copy the log back and start it over every 1,000 pages (4 MiB): the log would stop growing.
    for (int ply = 1; ply <= 4000; ++ply) {
      store.write(ActionRecord{"a.1", ply, ply % 2, "N", ply});
      store.flush();
    }
    CHECK(wal_bytes(dir) > 8u * 1024 * 1024);
    CHECK(store.checkpoints() == 0);
  }
  options.checkpoint_period = std::chrono::milliseconds(10);
  SqliteStore store(options);
  store.write(ActionRecord{"a.1", 4001, 0, "N", 4001});
  store.flush();
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (store.checkpoints() == 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK(store.checkpoints() > 0);
}

TEST_CASE("store: the chat of matches finished longer ago than the retention is deleted") {
  TempDir dir;
  SqliteStore store(options_in(dir));
  store.write(start_of("old.1", "old"));
  store.write(MatchEndRecord{"old.1", "drawn", -1, "agreement", 1000});
  store.write(start_of("new.1", "new"));
  store.write(ChatRecord{"old", "old.1", 900, "id-a", "Ada", 0, "gg"});
  store.write(ChatRecord{"new", "new.1", 900, "id-a", "Ada", 0, "hi"});
  store.flush();
  const std::int64_t a_day_later = 1000 + 25LL * 3600 * 1000;
  CHECK(store.forget_old_chat(a_day_later) == 1);  // the finished match's line only
  CHECK(store.forget_old_chat(a_day_later) == 0);
}

}  // namespace
}  // namespace rockpool::tests
