// Correspondence play: each decision has a deadline some days away; a missed one loses the match;
// the room stays open while nobody is in it; each player's "your turn" list; and deadlines that
// stand through a restart. The server's clock is moved forward instead of waited for.

#include <doctest/doctest.h>

#include "server/room/move_deadlines.hpp"
#include "server/server_parts.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

constexpr std::int64_t kCorrespondenceDayMs = server::kDayMs;

json turns_of(TestClient& client) {
  const json reply = client.request({{"type", "turns.list"}});
  REQUIRE(reply.contains("result"));
  return reply["result"]["turns"];
}

std::int64_t deadline_of(const MatchView& match, int seat) {
  const json& deadline = match.view["deadline_ms"][seat];
  return deadline.is_number() ? deadline.get<std::int64_t>() : 0;
}

// Other connections of the table's two players, in their sessions but in no room.
struct PlayersElsewhere {
  explicit PlayersElsewhere(Table& table) : host(table.server.port()), guest(table.server.port()) {
    host.hello("Host", table.host.client->token());
    guest.hello("Guest", table.guest.client->token());
  }

  TestClient host;
  TestClient guest;
};

TEST_CASE("correspondence: days_per_move takes only the listed values, and never with a clock") {
  TestServer server;
  TestClient host(server.port());
  host.hello("Host");
  const auto refused = [&](const json& settings) {
    json request = settings;
    request["type"] = "room.create";
    request["game"] = "fences";
    const json reply = host.request(request);
    REQUIRE(reply.contains("error"));
    return reply["error"]["code"].get<std::string>();
  };
  CHECK(refused({{"days_per_move", 4}}) == "room/bad_days_per_move");
  CHECK(refused({{"days_per_move", 0}}) == "room/bad_days_per_move");
  CHECK(refused({{"days_per_move", "3"}}) == "room/bad_days_per_move");
  CHECK(refused({{"days_per_move", 2.5}}) == "room/bad_days_per_move");
  CHECK(refused({{"days_per_move", 3}, {"clock", {{"initial_s", 60}, {"increment_s", 0}}}}) ==
        "room/bad_days_per_move");
  // Refusals opened nothing: the host may still open every room it is allowed.
  const json created = create_room(host, {{"game", "fences"}, {"days_per_move", 14}});
  CHECK(created["room"]["days_per_move"] == 14);
  CHECK(created["room"]["clock"].is_null());
  const json live = create_room(host, {{"game", "fences"}});
  CHECK(live["room"]["days_per_move"].is_null());
}

TEST_CASE("correspondence: each decision has a deadline; the room stays open; a missed one loses") {
  Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 2}});
  const MatchView& view = table.spectator.match;
  const std::int64_t started = server::ServerClock::epoch_ms();
  CHECK(deadline_of(view, 0) > started + 2 * kCorrespondenceDayMs - 60000);
  CHECK(deadline_of(view, 0) <= started + 2 * kCorrespondenceDayMs);
  CHECK(view.view["deadline_ms"][1].is_null());
  CHECK(view.view["clock"].is_null());
  advance_clock(std::chrono::hours(30));
  table.play({"N"});
  // The guest's deadline counts from the host's move; the host owes nothing now.
  const std::int64_t moved = server::ServerClock::epoch_ms();
  CHECK(view.view["deadline_ms"][0].is_null());
  CHECK(deadline_of(view, 1) > moved + 2 * kCorrespondenceDayMs - 60000);
  CHECK(deadline_of(view, 1) <= moved + 2 * kCorrespondenceDayMs);
  table.play({"S"});
  const std::int64_t host_deadline = deadline_of(view, 0);

  // Both players close their pages: no grace period, no claim, and the room stays open.
  table.host.client.reset();
  table.guest.client.reset();
  REQUIRE(table.spectator.pump([&](const json&) {
    return view.view["players"]["0"]["connected"] == false &&
           view.view["players"]["1"]["connected"] == false;
  }));
  CHECK_FALSE(view.view["players"]["0"].contains("grace_until_ms"));
  advance_clock(test_config().grace_period + test_config().room_close_delay +
                std::chrono::hours(1));
  CHECK(table.spectator.match.status() == "playing");
  CHECK(view.view["may_claim"].is_null());
  CHECK(deadline_of(view, 0) == host_deadline);

  advance_clock(std::chrono::milliseconds(host_deadline - server::ServerClock::epoch_ms()) +
                std::chrono::seconds(1));
  REQUIRE(table.spectator.pump([&](const json&) { return view.status() != "playing"; }));
  CHECK(view.view["status"] == json{{"state", "won"}, {"winner", 1}, {"reason", "deadline"}});
  CHECK(view.view["deadline_ms"] == json::array({nullptr, nullptr}));
}

TEST_CASE("correspondence: each player's turn list, across rooms, soonest deadline first") {
  Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 3}});
  // A second room between the same two, with less time per move: its deadline comes first.
  // Its frames go to other connections of the same sessions (a view follows one match).
  PlayersElsewhere elsewhere(table);
  const json created =
      create_room(elsewhere.host, {{"game", "fences"}, {"first", "host"}, {"days_per_move", 1}});
  const std::string second = created["room"]["id"];
  REQUIRE(elsewhere.guest.request({{"type", "room.join"}, {"room", second}}).contains("result"));
  // Listed by the time its match is shown (in a cluster, once the start is committed).
  REQUIRE(elsewhere.host.next_of_type("match.snapshot"));
  // A live room is never in the list.
  create_room(elsewhere.host, {{"game", "fences"}, {"first", "host"}});

  json turns = turns_of(*table.host.client);
  REQUIRE(turns.size() == 2);
  CHECK(turns[0]["room"] == second);
  CHECK(turns[0]["days_per_move"] == 1);
  CHECK(turns[1]["room"] == table.room);
  CHECK(turns[1]["match"] == table.host.match.match_id);
  CHECK(turns[1]["game"] == "fences");
  CHECK(turns[1]["seat"] == 0);
  CHECK(turns[1]["opponent"]["name"] == "Guest");
  CHECK(turns[0]["deadline_ms"].get<std::int64_t>() < turns[1]["deadline_ms"].get<std::int64_t>());
  CHECK(turns[1]["deadline_ms"] == table.host.match.view["deadline_ms"][0]);
  CHECK(turns_of(*table.guest.client).empty());
  CHECK(turns_of(*table.spectator.client).empty());

  // The host moves in the first room: it leaves the host's list for the guest's.
  table.play({"N"});
  turns = turns_of(*table.host.client);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0]["room"] == second);
  turns = turns_of(*table.guest.client);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0]["room"] == table.room);
  CHECK(turns[0]["opponent"]["name"] == "Host");

  // Another connection of the same session, the page closed everywhere else: the same list.
  const std::string token = table.host.client->token();
  table.host.client.reset();
  TestClient again(table.server.port());
  again.hello("Host", token);
  turns = turns_of(again);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0]["room"] == second);

  // A match that ends leaves the list.
  REQUIRE(
      table.guest.client->request({{"type", "match.resign"}, {"match", table.guest.match.match_id}})
          .contains("result"));
  REQUIRE(
      table.spectator.pump([&](const json&) { return table.spectator.match.status() == "won"; }));
  CHECK(turns_of(*table.guest.client).empty());

  // Its history says how it was played.
  table.server.server().parts().store->flush();
  const auto [status, body] =
      http_get(table.server.port(), "/api/matches/" + table.host.match.match_id);
  REQUIRE(status == 200);
  const json finished = json::parse(body);
  CHECK(finished["days_per_move"] == 3);
  CHECK(finished["clock"].is_null());
}

TEST_CASE("correspondence: a watching connection is sent its turn list each time it changes") {
  Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 3}});
  // Other connections of the two players, in no room: where the first page lists their turns.
  PlayersElsewhere pages(table);
  const json watched = pages.host.request({{"type", "turns.list"}, {"watch", true}});
  REQUIRE(watched.contains("result"));
  if (!test_config().cluster.empty()) {
    CHECK(watched["result"]["watching"] == false);  // the lists of a cluster are not pushed
    return;
  }
  CHECK(watched["result"]["watching"] == true);
  REQUIRE(watched["result"]["turns"].size() == 1);
  const json guest_watch = pages.guest.request({{"type", "turns.list"}, {"watch", true}});
  CHECK(guest_watch["result"]["turns"].empty());
  CHECK(turns_of(*table.spectator.client).empty());  // asked without watch: not pushed

  // The host moves: the host's list empties, the guest's gets the match.
  table.play({"N"});
  auto host_list = pages.host.next_of_type("turns");
  REQUIRE(host_list);
  CHECK((*host_list)["turns"].empty());
  auto guest_list = pages.guest.next_of_type("turns");
  REQUIRE(guest_list);
  REQUIRE((*guest_list)["turns"].size() == 1);
  CHECK((*guest_list)["turns"][0]["room"] == table.room);
  // A match that ends leaves the list of the player it waited for.
  REQUIRE(
      table.host.client->request({{"type", "match.resign"}, {"match", table.host.match.match_id}})
          .contains("result"));
  guest_list = pages.guest.next_of_type("turns");
  REQUIRE(guest_list);
  CHECK((*guest_list)["turns"].empty());
  // Nothing changed for the host: the host was not sent the list again.
  CHECK(pages.host.request({{"type", "ping"}}).contains("result"));
  int host_lists = 0;
  while (auto frame = pages.host.next(std::chrono::milliseconds(0))) {
    host_lists += (*frame)["type"] == "turns";
  }
  CHECK(host_lists == 0);
}

TEST_CASE("correspondence: a deadline stands through a restart and still fires after it") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string host_token, room, match_id;
  std::int64_t deadline = 0;
  {
    Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 1}}, config);
    table.play({"N", "S"});
    deadline = deadline_of(table.host.match, 0);
    REQUIRE(deadline > 0);
    host_token = table.host.client->token();
    room = table.room;
    match_id = table.host.match.match_id;
  }
  advance_clock(std::chrono::hours(12));  // the server is down: deadlines are dates, they stand
  TestServer again(config);
  TestClient host(again.port());
  host.hello("Host", host_token);
  json turns = turns_of(host);
  REQUIRE(turns.size() == 1);
  CHECK(turns[0]["room"] == room);
  CHECK(turns[0]["deadline_ms"] == deadline);

  Seat watcher;
  watcher.client = std::make_unique<TestClient>(again.port());
  watcher.client->hello("Watcher");
  REQUIRE(watcher.client->request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}})
              .contains("result"));
  REQUIRE(watcher.pump([&](const json&) { return watcher.match.ready(); }));
  CHECK(watcher.match.match_id == match_id);
  CHECK(deadline_of(watcher.match, 0) == deadline);
  CHECK(watcher.match.status() == "playing");

  advance_clock(std::chrono::milliseconds(deadline - server::ServerClock::epoch_ms()) +
                std::chrono::seconds(1));
  REQUIRE(watcher.pump([&](const json&) { return watcher.match.status() != "playing"; }));
  CHECK(watcher.match.view["status"] ==
        json{{"state", "won"}, {"winner", 1}, {"reason", "deadline"}});
  CHECK(turns_of(host).empty());
}

TEST_CASE("correspondence: a deadline that passed while the server was down ends the match") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string room;
  {
    Table table({{"game", "fences"}, {"first", "host"}, {"days_per_move", 1}}, config);
    table.play({"N"});
    room = table.room;
  }
  advance_clock(std::chrono::hours(25));
  TestServer again(config);
  Seat watcher;
  watcher.client = std::make_unique<TestClient>(again.port());
  watcher.client->hello("Watcher");
  REQUIRE(watcher.client->request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}})
              .contains("result"));
  REQUIRE(watcher.pump(
      [&](const json&) { return watcher.match.ready() && watcher.match.status() != "playing"; }));
  CHECK(watcher.match.view["status"] ==
        json{{"state", "won"}, {"winner", 0}, {"reason", "deadline"}});
}

}  // namespace
}  // namespace rockpool::tests
