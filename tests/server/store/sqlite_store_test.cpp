// What only the SQLite store does, on a real file: live actions go to a log whose front is cut,
// ended matches to an archive, and checkpoints run off the commit path. What every store does is
// in store_contract_test.cpp.

#include "server/store/sqlite_store.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <thread>

#include "server/server_clock.hpp"
#include "server/store/sqlite_database.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/store/match_start.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

SqliteStoreOptions options_in(const TempDir& dir) {
  return {dir.path() + "/rockpool.db", true, std::chrono::hours(24)};
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

TEST_CASE("store: a match live across a restart keeps its log through the cuts after it") {
  TempDir dir;
  {
    SqliteStore store(options_in(dir));
    store.write(RoomRecord{"b", "", true, "fences", "{}", -1, 0, "host", false, "token-a", 1});
    store.write(start_of("b.1", "b"));
    for (int ply = 1; ply <= 10; ++ply)
      store.write(ActionRecord{"b.1", ply, (ply + 1) % 2, "N", ply});
    store.flush();
  }
  {
    // Enough actions of another match after the restart for the log's front to be cut.
    SqliteStore store(options_in(dir));
    store.write(RoomRecord{"c", "", true, "fences", "{}", -1, 0, "host", false, "token-a", 1});
    store.write(start_of("c.1", "c"));
    for (int ply = 1; ply <= 20001; ++ply)
      store.write(ActionRecord{"c.1", ply, (ply + 1) % 2, "N", 100 + ply});
    store.write(ActionRecord{"b.1", 11, 0, "N", 50000});
    store.flush();
  }
  SqliteStore store(options_in(dir));
  const RecoveredState state = store.recover();
  REQUIRE(state.rooms.size() == 2);
  for (const auto& room : state.rooms) {
    REQUIRE(room.match);
    CHECK(room.match->actions.size() == (room.match->start.id == "b.1" ? 11 : 20001));
    CHECK(room.match->actions.front().ply == 1);
  }
}

// The write-ahead log's size on disk, in bytes.
std::uintmax_t wal_bytes(const TempDir& dir) {
  return std::filesystem::file_size(dir.path() + "/rockpool.db-wal");
}

// A store that does not sync its commits (the checks are about the log, not the disk).
SqliteStoreOptions unsynced_in(const TempDir& dir, std::chrono::milliseconds checkpoint_period) {
  SqliteStoreOptions options = options_in(dir);
  options.full_sync = false;
  options.checkpoint_period = checkpoint_period;
  return options;
}

// Match a.1's action `ply`, as a commit of its own.
void commit_action(SqliteStore& store, int ply) {
  store.write(ActionRecord{"a.1", ply, ply % 2, "N", ply});
  store.flush();
}

TEST_CASE("store: a commit never checkpoints; the checkpointer does, on its own connection") {
  TempDir dir;
  SqliteStoreOptions options = unsynced_in(dir, std::chrono::hours(1));
  {
    SqliteStore store(options);
    store.write(start_of("a.1", "a"));
    // SQLite's automatic checkpoint, were it on, would copy the log back and start it over every
    // 1,000 pages (4 MiB): the log would stop growing.
    for (int ply = 1; ply <= 4000; ++ply)
      commit_action(store, ply);
    CHECK(wal_bytes(dir) > 8u * 1024 * 1024);
    CHECK(store.checkpoints() == 0);
  }
  options.checkpoint_period = std::chrono::milliseconds(10);
  SqliteStore store(options);
  commit_action(store, 4001);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (store.checkpoints() == 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK(store.checkpoints() > 0);
}

// How many times the write-ahead log has started over: SQLite writes the count into the log's
// header (bytes 12 to 15, big-endian) each time it starts writing the log from its beginning.
std::uint32_t wal_restarts(const TempDir& dir) {
  std::ifstream wal(dir.path() + "/rockpool.db-wal", std::ios::binary);
  std::array<unsigned char, 16> header{};
  if (!wal.read(reinterpret_cast<char*>(header.data()), header.size())) return 0;
  return (std::uint32_t{header[12]} << 24) | (std::uint32_t{header[13]} << 16) |
         (std::uint32_t{header[14]} << 8) | std::uint32_t{header[15]};
}

TEST_CASE("store: under a steady stream of commits the log starts over after each checkpoint") {
  TempDir dir;
  SqliteStore store(unsynced_in(dir, std::chrono::milliseconds(20)));
  store.write(start_of("a.1", "a"));
  commit_action(store, 1);
  const std::uint32_t restarts_before = wal_restarts(dir);
  // Commits one after another, as under load: each checkpoint pass runs while the writer appends,
  // so none of them alone can copy the whole log, and a log that never started over would grow
  // by every commit (tens of MiB here). How large it gets between two restarts depends on how
  // soon the machine runs the checkpointer, so the restarts are counted, not the bytes.
  for (int ply = 2; ply <= 6000 || store.checkpoints() < 5; ++ply)
    commit_action(store, ply);
  INFO("the log started over " << wal_restarts(dir) - restarts_before << " times in "
                               << store.checkpoints() << " checkpoint passes");
  CHECK(wal_restarts(dir) - restarts_before >= 3);
}

}  // namespace
}  // namespace rockpool::tests
