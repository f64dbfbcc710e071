// The lobby on the PostgreSQL store: a node's lobby entries, written with its rooms, are reported
// to the other nodes that follow the lobby (their own are not), a closed room's entry goes, a node
// that starts following hears the whole list first, and a stale owner's entry is refused with its
// room's other writes.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>

#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>

#include "server/cluster/postgres_store.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

cluster::PostgresStoreOptions lobby_node(const std::string& conninfo, const std::string& node) {
  return {conninfo, "rockpool tests " + node, std::chrono::hours(24), {}, node, ""};
}

RoomRecord public_room(const std::string& id) {
  return RoomRecord{id, "", true, "fences", "{}", -1, 0, "host", false, "t", 1};
}

// What a store reported, as a node's lobby keeps it.
class HeardLobby {
 public:
  std::function<void(LobbyChanges)> handler() {
    return [this](LobbyChanges changes) {
      std::lock_guard lock(mutex_);
      ++reports_;
      if (changes.whole) rooms_.clear();
      for (const auto& id : changes.removed)
        rooms_.erase(id);
      for (auto& listed : changes.listed)
        rooms_[listed.room_id] = listed;
      changed_.notify_all();
    };
  }
  // Waits (boundedly) until `holds` is true of the rooms heard of.
  bool until(const std::function<bool(const std::map<std::string, LobbyRecord>&)>& holds) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, std::chrono::seconds(20),
                             [&] { return reports_ > 0 && holds(rooms_); });
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int reports_ = 0;
  std::map<std::string, LobbyRecord> rooms_;
};

TEST_CASE("postgres store: the lobby entries of a node are reported to the others") {
  const std::string database = TestPostgres::shared().fresh_database();
  cluster::PostgresStore a(lobby_node(database, "a"));
  cluster::PostgresStore b(lobby_node(database, "b"));
  HeardLobby heard_by_b;
  b.follow_lobby(heard_by_b.handler());

  a.write(public_room("r"));
  a.write(LobbyRecord{"r", "fences", 0, 1, R"({"id":"r","status":"waiting"})"});
  a.flush();
  REQUIRE(heard_by_b.until(
      [](const auto& rooms) { return rooms.count("r") != 0 && rooms.at("r").order == 0; }));
  a.write(LobbyRecord{"r", "fences", 1, 1, R"({"id":"r","status":"playing"})"});
  a.flush();
  REQUIRE(heard_by_b.until([](const auto& rooms) {
    return rooms.count("r") != 0 &&
           rooms.at("r").summary_json == R"({"id":"r","status":"playing"})";
  }));

  // b's own room is listed from b's memory: b is not told of it, but c, starting now, hears the
  // whole list at once.
  b.write(public_room("s"));
  b.write(LobbyRecord{"s", "fences", 0, 2, R"({"id":"s"})"});
  b.flush();
  cluster::PostgresStore c(lobby_node(database, "c"));
  HeardLobby heard_by_c;
  c.follow_lobby(heard_by_c.handler());
  REQUIRE(heard_by_c.until(
      [](const auto& rooms) { return rooms.count("r") != 0 && rooms.count("s") != 0; }));

  // A closed room goes everywhere.
  a.write(RoomClosedRecord{"r", 5});
  a.flush();
  REQUIRE(heard_by_b.until([](const auto& rooms) { return rooms.count("r") == 0; }));
  REQUIRE(heard_by_c.until([](const auto& rooms) { return rooms.count("r") == 0; }));
  CHECK(heard_by_b.until([](const auto& rooms) { return rooms.count("s") == 0; }));
  b.follow_lobby({});
  c.follow_lobby({});
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
