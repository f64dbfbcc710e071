// Whole matches through the server: two clients play, spectators watch, and everyone ends with
// the same position.

#include <doctest/doctest.h>

#include "rules/core/random.hpp"
#include "rules/registry/registry.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("play: two clients play a whole fence game to a win; the spectator ends the same") {
  Table table({{"game", "fences"}, {"public", false}, {"first", "host"}});
  CHECK(table.host.match.view["you"] == 0);
  CHECK(table.guest.match.view["you"] == 1);
  CHECK(table.spectator.match.view["you"].is_null());
  int plies = 0;
  while (table.host.match.status() == "playing") {
    REQUIRE(plies++ < 200);
    Seat& mover = table.mover();
    const json reply = mover.act(fence_race_move(mover.match));
    REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
    CHECK(reply["result"]["version"] == mover.match.version);
    table.sync(mover);
  }
  CHECK(table.host.match.status() == "won");
  CHECK(table.host.match.view["status"]["reason"] == "goal");
  for (const char* member : {"pawns", "fences", "fences_left", "status", "moves", "ply"}) {
    CHECK(table.spectator.match.view[member] == table.host.match.view[member]);
    CHECK(table.guest.match.view[member] == table.host.match.view[member]);
  }
  // An action after the end is refused.
  const json late = table.host.act("N");
  CHECK(late["error"]["code"] == "match/over");
}

TEST_CASE("play: every registered game is playable through the server to its end") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    Table table({{"game", game->info().id}, {"options", {{"ply_limit", 120}}}});
    rules::Random random(11);
    int plies = 0;
    while (table.host.match.status() == "playing") {
      REQUIRE(plies++ < 130);
      // Whoever decides (both, during a secret choice) acts.
      for (Seat* seat : {&table.host, &table.guest}) {
        if (!seat->match.decides()) continue;
        const auto legal = seat->match.legal();
        REQUIRE(!legal.empty());
        const json reply = seat->act(legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
        REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
        table.sync(*seat);
        break;
      }
    }
    CHECK(table.spectator.match.view["moves"] == table.host.match.view["moves"]);
    CHECK(table.spectator.match.view["status"] == table.host.match.view["status"]);
  }
}

TEST_CASE("play: a player reconnects mid-game with its token and resumes from its version") {
  Table table({{"game", "fences"}, {"first", "host"}});
  for (int i = 0; i < 4; ++i) {
    Seat& mover = table.mover();
    REQUIRE(mover.act(fence_race_move(mover.match)).contains("result"));
    table.sync(mover);
  }
  const std::string token = table.host.client->token();
  const std::int64_t version_before = table.host.match.version;
  const json moves_before = table.host.match.view["moves"];
  table.host.client.reset();  // the connection drops
  REQUIRE(table.guest.pump(
      [&](const json&) { return table.guest.match.view["players"]["0"]["connected"] == false; }));
  table.host.client = std::make_unique<TestClient>(table.server.port());
  CHECK(table.host.client->hello("Host", token)["resumed"] == true);
  table.host.match = MatchView{};
  const json rejoin = table.host.client->request({{"type", "room.join"}, {"room", table.room}});
  REQUIRE(rejoin.contains("result"));
  CHECK(rejoin["result"]["role"] == "player");
  CHECK(rejoin["result"]["seat"] == 0);
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.ready(); }));
  CHECK(table.host.match.version >= version_before);
  CHECK(table.host.match.view["moves"] == moves_before);
  REQUIRE(table.guest.pump(
      [&](const json&) { return table.guest.match.view["players"]["0"]["connected"] == true; }));
  // And play goes on.
  table.sync(table.guest);
  Seat& mover = table.mover();
  CHECK(mover.act(fence_race_move(mover.match)).contains("result"));
}

TEST_CASE("play: an action on a stale version gets an error and a fresh snapshot") {
  Table table({{"game", "fences"}, {"first", "host"}});
  const std::int64_t old_version = table.host.match.version;
  REQUIRE(table.host.act("N").contains("result"));
  table.sync(table.host);
  REQUIRE(table.guest.act("S").contains("result"));
  table.sync(table.guest);
  // The host acts on a view from before both moves.
  const json stale = table.host.client->request({{"type", "match.action"},
                                                 {"match", table.host.match.match_id},
                                                 {"version", old_version},
                                                 {"action", "N"}});
  CHECK(stale["error"]["code"] == "action/stale_version");
  auto snapshot = table.host.client->next_of_type("match.snapshot");
  REQUIRE(snapshot);
  CHECK((*snapshot)["version"] == table.guest.match.version);
  CHECK((*snapshot)["view"]["ply"] == 2);
}

TEST_CASE("play: a chat or a presence change does not make a move stale") {
  Table table({{"game", "fences"}, {"first", "host"}});
  const std::int64_t version = table.host.match.version;
  // The spectator leaves and a chat line passes: the host's view version is still good.
  REQUIRE(
      table.spectator.client->request({{"type", "chat.send"}, {"room", table.room}, {"text", "hi"}})
          .contains("result"));
  const json reply = table.host.client->request({{"type", "match.action"},
                                                 {"match", table.host.match.match_id},
                                                 {"version", version},
                                                 {"action", "N"}});
  CHECK(reply.contains("result"));
}

TEST_CASE("play: a private room is not in the lobby and is joined by its code, not its id") {
  TestServer server;
  TestClient host(server.port()), guest(server.port()), other(server.port());
  host.hello("Host");
  guest.hello("Guest");
  other.hello("Other");
  const json lobby = other.request({{"type", "lobby.subscribe"}});
  REQUIRE(lobby.contains("result"));
  const json created = create_room(host, {{"game", "fences"}, {"public", false}});
  const std::string code = created["room"]["invite"];
  CHECK(code.size() >= 16);  // 128 random bits, URL-safe
  CHECK(
      code.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
      std::string::npos);
  // The lobby sends changes in order: the patch that lists a public room made afterwards would
  // come after any patch that listed the private one.
  const json open = create_room(host, {{"game", "fences"}});
  for (;;) {
    const auto patch = other.next_of_type("lobby.patch");
    REQUIRE(patch);
    CHECK_MESSAGE(patch->dump().find(created["room"]["id"].get<std::string>()) == std::string::npos,
                  patch->dump());
    if (patch->dump().find(open["room"]["id"].get<std::string>()) != std::string::npos) break;
  }
  const json by_id = other.request({{"type", "room.join"}, {"room", created["room"]["id"]}});
  CHECK(by_id["error"]["code"] == "room/not_found");
  const json by_code = guest.request({{"type", "room.join"}, {"code", code}});
  REQUIRE(by_code.contains("result"));
  CHECK(by_code["result"]["role"] == "player");
  const json wrong = other.request({{"type", "room.join"}, {"code", "nope"}});
  CHECK(wrong["error"]["code"] == "room/not_found");
}

TEST_CASE("play: the lobby lists public rooms live with patches") {
  TestServer server;
  TestClient host(server.port()), watcher(server.port());
  host.hello("Host");
  watcher.hello("Watcher");
  const json lobby = watcher.request({{"type", "lobby.subscribe"}});
  REQUIRE(lobby.contains("result"));
  // Lobby patches apply to the document {"rooms": {...}}.
  json lobby_view = {{"rooms", lobby["result"]["rooms"]}};
  std::int64_t version = lobby["result"]["version"];
  const json created = create_room(host, {{"game", "fences"}, {"options", {{"fences", 5}}}});
  auto patch = watcher.next_of_type("lobby.patch");
  REQUIRE(patch);
  CHECK((*patch)["base"] == version);
  CHECK((*patch)["total"] == 1);
  lobby_view = lobby_view.patch((*patch)["patch"]);
  const json& room = lobby_view["rooms"][created["room"]["id"].get<std::string>()];
  CHECK(room["game"] == "fences");
  CHECK(room["options"]["fences"] == 5);
  CHECK(room["players"] == json::array({"Host"}));
  CHECK(room["status"] == "waiting");
}

TEST_CASE("play: a bot opponent plays its moves") {
  TestServer server;
  Seat human;
  human.client = std::make_unique<TestClient>(server.port());
  human.client->hello("Human");
  create_room(*human.client, {{"game", "fences"}, {"opponent", "bot"}, {"first", "host"}});
  REQUIRE(human.pump([&](const json&) { return human.match.ready(); }));
  CHECK(human.match.view["players"]["1"]["bot"] == true);
  REQUIRE(human.act("N").contains("result"));
  REQUIRE(human.pump([&](const json&) { return human.match.view["ply"] == 2; }, 10s));
  CHECK(human.match.decides());
}

}  // namespace
}  // namespace rockpool::tests

namespace rockpool::tests {
namespace {

TEST_CASE(
    "play: a secret setup choice stays hidden from the opponent and spectators until both chose") {
  Table table({{"game", "lazyking"}, {"first", "host"}});
  REQUIRE(table.host.match.decides());
  REQUIRE(table.guest.match.decides());
  const json reply = table.host.act("D1:K");
  REQUIRE(reply.contains("result"));
  table.sync(table.host);
  CHECK(table.host.match.view["moves"][0]["action"] == "D1:K");
  CHECK(table.guest.match.view["moves"][0]["action"].is_null());
  CHECK(table.spectator.match.view["moves"][0]["action"].is_null());
  CHECK(table.guest.match.view["last"].is_null());
  // Nothing in the guest's or the spectators' view names the square (but the static zones, and the
  // random ids of the players and the match, which may hold those two characters by chance).
  for (Seat* seat : {&table.guest, &table.spectator}) {
    json board = seat->match.view;
    board.erase("moves");
    board.erase("zones");
    board.erase("players");
    board["match"].erase("id");
    CHECK_MESSAGE(
        board.dump().find("D1") == std::string::npos,
        board.dump().substr(std::max<std::size_t>(board.dump().find("D1"), 60) - 60, 120));
  }
  REQUIRE(table.guest.act("E8:K").contains("result"));
  table.sync(table.guest);
  for (Seat* seat : {&table.host, &table.guest, &table.spectator}) {
    CHECK(seat->match.view["moves"][0]["action"] == "D1:K");
    CHECK(seat->match.view["moves"][1]["action"] == "E8:K");
  }
}

// What a seat holds after applying patches, against a fresh snapshot of its view. Between decisions
// the patched view keeps its last legal list (its "decide" says it does not apply); a snapshot has
// none, so the list is compared only while the seat decides.
void check_patched_equals_snapshot(Seat& seat) {
  const json reply = seat.client->request({{"type", "match.sync"}, {"match", seat.match.match_id}});
  REQUIRE(reply.contains("result"));
  const auto snapshot = seat.client->next_of_type("match.snapshot");
  REQUIRE(snapshot.has_value());
  REQUIRE((*snapshot)["version"] == seat.match.version);
  json fresh = (*snapshot)["view"];
  json patched = seat.match.view;
  if (!patched.value("decide", false)) {
    fresh.erase("legal");
    patched.erase("legal");
  }
  CHECK_MESSAGE(fresh == patched, "snapshot " << fresh.dump() << "\npatched  " << patched.dump());
  // The server diffs what follows from the snapshot: the seat holds it from now on.
  seat.match.take(*snapshot);
}

TEST_CASE("play: patched views equal fresh snapshots in every game, also while seats see apart") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    Table table({{"game", game->info().id}, {"options", {{"ply_limit", 40}}}});
    rules::Random random(5);
    for (int ply = 0; ply < 40 && table.host.match.status() == "playing"; ++ply) {
      for (Seat* seat : {&table.host, &table.guest}) {
        if (!seat->match.decides()) continue;
        const auto legal = seat->match.legal();
        REQUIRE(seat->act(legal[random.below(static_cast<std::uint32_t>(legal.size()))])
                    .contains("result"));
        table.sync(*seat);
        break;
      }
      for (Seat* seat : {&table.host, &table.guest, &table.spectator})
        check_patched_equals_snapshot(*seat);
    }
  }
}

}  // namespace
}  // namespace rockpool::tests
