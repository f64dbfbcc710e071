// What every store promises, run against each implementation: SQLite on a real file, and
// PostgreSQL on a real server started by the tests. Written records come back after a reopen, in
// order; closed rooms are not recovered; the history lists finished matches with their filters,
// private ones to their players only; tournaments come back as last written; old chat goes; a
// write is done once it is committed.

#include <doctest/doctest.h>

#include "server/server_clock.hpp"
#include "tests/server/store/match_start.hpp"
#include "tests/server/store/store_kinds.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

RoomRecord room_of(const std::string& id, bool is_public = true) {
  return RoomRecord{id,
                    is_public ? "" : "CODE-" + id,
                    is_public,
                    "fences",
                    R"({"fences":10})",
                    -1,
                    0,
                    "host",
                    false,
                    "token-a",
                    5};
}

// A public match of `room_id`, started and drawn by agreement at `ended_ms`.
void write_drawn_match(Store& store, const std::string& match_id, const std::string& room_id,
                       std::int64_t ended_ms) {
  store.write(start_of(match_id, room_id));
  store.write(MatchEndRecord{match_id, "drawn", -1, "agreement", ended_ms});
}

TEST_CASE_TEMPLATE("stores: rooms, matches and actions come back after a reopen, in order", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  {
    auto store = kind.open();
    store->write(SessionRecord{"token-a", "id-a", "Ada", epoch_ms()});
    store->write(SessionRecord{"token-b", "id-b", "Bea", epoch_ms()});
    RoomRecord rated = room_of("room1");
    rated.rated = true;
    rated.quick = true;
    store->write(rated);
    store->write(RoomGuestRecord{"room1", "token-b"});
    store->write(start_of("room1.1", "room1"));
    store->write(MatchVersionRecord{"room1.1", 2000});
    int done = 0;
    for (int ply = 1; ply <= 3; ++ply) {
      // A bot's action (the third) has no request id.
      store->write(ActionRecord{"room1.1", ply, (ply + 1) % 2, ply == 2 ? "S" : "N", 1000 + ply,
                                ply == 3 ? "" : "\"r" + std::to_string(ply) + "\""},
                   [&] { ++done; });
    }
    store->flush();
    CHECK(done == 3);
  }
  auto store = kind.open();
  const RecoveredState state = store->recover();
  REQUIRE(state.rooms.size() == 1);
  CHECK(state.sessions.size() == 2);
  const StoredRoom& room = state.rooms[0];
  CHECK(room.room.host_token == "token-a");
  CHECK(room.room.options_json == R"({"fences":10})");
  CHECK(room.room.rated);
  CHECK(room.room.quick);
  CHECK(room.guest_token == std::optional<std::string>("token-b"));
  REQUIRE(room.match);
  CHECK(room.match->start.version_ceiling == 2000);
  CHECK(room.match->start.seats[1].name == "Bea");
  REQUIRE(room.match->actions.size() == 3);
  CHECK(room.match->actions[0].notation == "N");
  CHECK(room.match->actions[1].notation == "S");
  CHECK(room.match->actions[1].seat == 1);
  CHECK(room.match->actions[2].at_ms == 1003);
  CHECK(room.match->actions[0].request_id == "\"r1\"");
  CHECK(room.match->actions[1].request_id == "\"r2\"");
  CHECK(room.match->actions[2].request_id.empty());
  CHECK_FALSE(room.match->end);
  CHECK(store->session("token-b")->name == "Bea");
  CHECK_FALSE(store->session("token-z"));
}

TEST_CASE_TEMPLATE(
    "stores: tournaments come back after a reopen, oldest first, each as last written", Kind,
    ROCKPOOL_STORES) {
  Kind kind;
  {
    auto store = kind.open();
    REQUIRE(store->tournaments());
    store->write(
        TournamentRecord{"t2", "CODE2", false, false, "token-b", 2000, R"({"round":0})", 1});
    store->write(
        TournamentRecord{"t1", "CODE1", true, false, "token-a", 1000, R"({"round":0})", 1});
    store->write(TournamentRecord{"t1", "CODE1", true, true, "token-a", 1000, R"({"round":3})", 7});
    store->flush();
  }
  auto store = kind.open();
  REQUIRE(store->tournaments());
  const std::vector<TournamentRecord> kept = store->tournaments()->kept_tournaments();
  REQUIRE(kept.size() == 2);
  CHECK(kept[0].id == "t1");
  CHECK(kept[0].code == "CODE1");
  CHECK(kept[0].finished);
  CHECK(kept[0].state_json == R"({"round":3})");
  CHECK(kept[0].version == 7);
  CHECK(kept[1].id == "t2");
  CHECK_FALSE(kept[1].is_public);
  CHECK_FALSE(kept[1].finished);
  CHECK(kept[1].host_token == "token-b");
  CHECK(kept[1].created_ms == 2000);
}

TEST_CASE_TEMPLATE("stores: a closed room is not recovered; a finished match is in the history",
                   Kind, ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  store->write(room_of("open"));
  store->write(room_of("shut"));
  store->write(RoomClosedRecord{"shut", 2});
  store->write(start_of("open.1", "open"));
  store->write(ActionRecord{"open.1", 1, 0, "N", 1001, "7"});
  store->write(
      MatchEndRecord{"open.1", "won", 0, "resign", 2000, {{"open.1", 1, 0, "N", 1001, "7"}}});
  store->flush();
  const RecoveredState state = store->recover();
  REQUIRE(state.rooms.size() == 1);
  REQUIRE(state.rooms[0].match);
  CHECK(state.rooms[0].match->end->reason == "resign");  // the room's latest match, finished
  const auto history = store->finished_matches({"id-a", "", 0, 20, ""});
  REQUIRE(history.size() == 1);
  CHECK(history[0].plies == 1);
  CHECK(history[0].end.reason == "resign");
  CHECK(history[0].end.winner == 0);
  CHECK(store->finished_matches({"nobody", "", 0, 20, ""}).empty());
  CHECK(store->finished_matches({"", "lazyking", 0, 20, ""}).empty());
  CHECK(store->finished_matches({"", "", 2000, 20, ""}).empty());  // paging: ended before 2000
  const auto match = store->match("open.1");
  REQUIRE(match);
  REQUIRE(match->end);
  CHECK(match->end->state == "won");
  REQUIRE(match->actions.size() == 1);
  CHECK(match->actions[0].notation == "N");
  CHECK(match->actions[0].request_id == "7");  // archived with the match's end
  CHECK_FALSE(store->match("none.1"));
}

TEST_CASE_TEMPLATE("stores: a private match is listed to its players only, newest first", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  write_drawn_match(*store, "pub.1", "pub", 3000);
  store->write(start_of("priv.1", "priv", false));
  store->write(MatchEndRecord{"priv.1", "aborted", -1, "abandoned", 4000});
  store->flush();
  const auto by_stranger = store->finished_matches({"", "", 0, 20, "id-z"});
  REQUIRE(by_stranger.size() == 1);
  CHECK(by_stranger[0].start.id == "pub.1");
  CHECK(by_stranger[0].end.winner == -1);
  const auto by_player = store->finished_matches({"", "", 0, 20, "id-b"});
  REQUIRE(by_player.size() == 2);
  CHECK(by_player[0].start.id == "priv.1");
  CHECK_FALSE(by_player[0].start.is_public);
  CHECK(store->finished_matches({"", "", 0, 1, "id-b"}).size() == 1);
}

TEST_CASE_TEMPLATE("stores: a lobby entry is done once committed and changes no room", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  {
    auto store = kind.open();
    store->write(room_of("room1"));
    bool done = false;
    store->write(LobbyRecord{"room1", "fences", 0, 5, R"({"id":"room1"})"}, [&] { done = true; });
    store->flush();
    CHECK(done);
  }
  auto store = kind.open();
  const RecoveredState state = store->recover();
  REQUIRE(state.rooms.size() == 1);
  CHECK(state.rooms[0].room.id == "room1");
  CHECK_FALSE(state.rooms[0].match);
}

TEST_CASE_TEMPLATE("stores: the chat of matches finished longer ago than the retention goes", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  write_drawn_match(*store, "old.1", "old", 1000);
  store->write(start_of("new.1", "new"));
  store->write(ChatRecord{"old", "old.1", 900, "id-a", "Ada", 0, "gg"});
  store->write(ChatRecord{"new", "new.1", 900, "id-a", "Ada", 0, "hi"});
  store->flush();
  const std::int64_t a_day_later = 1000 + 25LL * 3600 * 1000;
  CHECK(store->forget_old_chat(a_day_later) == 1);  // the finished match's line only
  CHECK(store->forget_old_chat(a_day_later) == 0);
}

}  // namespace
}  // namespace rockpool::tests
