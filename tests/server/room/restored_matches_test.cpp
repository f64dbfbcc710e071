// A restored match (after a restart, or taken over by another node in a cluster) keeps what its
// replies acknowledged: it goes on at versions above the last ones sent, but an action sent at a
// version from before is stale only if the position has changed since (a client that resends its
// unanswered action with the same id and version, as the protocol advises, is not refused for the
// restart alone); and a draw offer or a rematch wish that was answered is still there.

#include <doctest/doctest.h>

#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// A player back after a restart: a new connection of its session joins the room with `join` and
// waits for the match's snapshot.
void rejoin_restored(Seat& seat, std::uint16_t port, const std::string& name,
                     const std::string& token, const json& join) {
  seat.client = std::make_unique<TestClient>(port);
  seat.client->hello(name, token);
  REQUIRE(seat.client->request(join).contains("result"));
  REQUIRE(seat.pump([&](const json&) { return seat.match.ready(); }));
}

TEST_CASE("restored matches: a version stays valid back to the position's last change") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string token, match_id, move, code, room;
  std::int64_t before_change = 0, current = 0;
  {
    Table table({{"game", "fences"}, {"first", "host"}}, config);
    table.play({"N"});
    before_change = table.host.match.version;  // the host's view before the guest's move
    table.play({"S"});
    REQUIRE(table.host.match.decides());
    current = table.host.match.version;
    // A draw offer moves the version on, not the position.
    REQUIRE(table.host.client
                ->request({{"type", "match.offer_draw"}, {"match", table.host.match.match_id}})
                .contains("result"));
    REQUIRE(table.host.pump([&](const json&) { return table.host.match.version > current; }));
    current = table.host.match.version;
    move = fence_race_move(table.host.match);
    token = table.host.client->token();
    match_id = table.host.match.match_id;
    room = table.room;
    code = table.code;
  }
  TestServer again(config);
  TestClient host(again.port());
  host.hello("Host", token);
  const json joined = host.request(code.empty() ? json{{"type", "room.join"}, {"room", room}}
                                                : json{{"type", "room.join"}, {"code", code}});
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  const json old = host.request({{"type", "match.action"},
                                 {"match", match_id},
                                 {"version", before_change},
                                 {"action", move}});
  CHECK(old["error"]["code"] == "action/stale_version");
  const json resent = host.request(
      {{"type", "match.action"}, {"match", match_id}, {"version", current}, {"action", move}});
  CHECK_MESSAGE(resent.contains("result"), resent.dump());
}

TEST_CASE("restored matches: an answered draw offer and rematch wish are still there") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string host_token, guest_token, match_id, room, code;
  {
    Table table({{"game", "fences"}, {"first", "host"}}, config);
    table.play({"N", "S"});
    REQUIRE(table.host.client
                ->request({{"type", "match.offer_draw"}, {"match", table.host.match.match_id}})
                .contains("result"));
    host_token = table.host.client->token();
    guest_token = table.guest.client->token();
    match_id = table.host.match.match_id;
    room = table.room;
    code = table.code;
  }
  const json join = code.empty() ? json{{"type", "room.join"}, {"room", room}}
                                 : json{{"type", "room.join"}, {"code", code}};
  {
    TestServer again(config);
    Seat guest;
    rejoin_restored(guest, again.port(), "Guest", guest_token, join);
    CHECK(guest.match.view["draw_offer"] == 0);
    // The guest declines and resigns; the guest's rematch wish is answered, then the server stops.
    REQUIRE(guest.client
                ->request({{"type", "match.answer_draw"}, {"match", match_id}, {"accept", false}})
                .contains("result"));
    REQUIRE(
        guest.client->request({{"type", "match.resign"}, {"match", match_id}}).contains("result"));
    REQUIRE(
        guest.client->request({{"type", "match.rematch"}, {"match", match_id}}).contains("result"));
  }
  TestServer third(config);
  Seat host;
  rejoin_restored(host, third.port(), "Host", host_token, join);
  CHECK(host.match.view["draw_offer"].is_null());
  CHECK(host.match.view["rematch"] == json::array({false, true}));
  // The host's wish makes the rematch.
  REQUIRE(
      host.client->request({{"type", "match.rematch"}, {"match", match_id}}).contains("result"));
  REQUIRE(host.pump(
      [&](const json&) { return host.match.match_id != match_id && host.match.ready(); }));
}

}  // namespace
}  // namespace rockpool::tests
