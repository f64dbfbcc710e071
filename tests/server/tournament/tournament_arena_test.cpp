// An Arena through the protocol: its refusals; then four players paired as they become free, with
// 2/1/0 points, a streak of two wins doubling the next, never the same opponent twice in a row, a
// player who pauses (its running game still counts) and returns (its score kept), a restart in
// the middle, and the end: no pairing from then on, the running games finishing and counting, and
// the status `finished` once the last of them has ended (or at the end, or at a restart past it,
// when none runs). The pairings are the Arena's, which with equal ratings are fixed: closest score
// first, then the order the players joined.

#include <doctest/doctest.h>

#include <chrono>
#include <map>

#include "server/store/sqlite_database.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/tournament/tournament_replies.hpp"

namespace rockpool::tests::tournament_arena {
namespace {

using tournament_replies::BackAfterRestart;
using tournament_replies::error_of;
using tournament_replies::joined_by_all;
using tournament_replies::play;
using tournament_replies::players_again;
using tournament_replies::players_of;
using tournament_replies::request_of;
using tournament_replies::result_of;
using tournament_replies::take_seats;
using tournament_replies::tokens_of;
using tournament_replies::watch_as;
using tournament_replies::WatchedFromStart;
using tournament_replies::WatchedTournament;
using tournament_replies::without;

const json kArena = {{"type", "tournament.create"},
                     {"format", "arena"},
                     {"minutes", 5},
                     {"game", "fences"},
                     {"options", {{"fences", 0}}},
                     {"clock", {{"initial_s", 600}, {"increment_s", 0}}},
                     {"name", "Sunday arena"}};

// Whether the document has `count` games, the last of them with its room open.
bool paired(const json& document, std::size_t count) {
  return document["games"].size() == count && document["games"].back()["code"].is_string();
}

bool ended(const json& document, int game) {
  return document["games"].size() > static_cast<std::size_t>(game) &&
         document["games"][game]["result"].is_string();
}

json seats(const json& document, int game) {
  return document["games"][game]["players"];
}

// No player met the same opponent in two games in a row.
void check_no_rematch_in_a_row(const json& document) {
  std::map<int, int> last_opponent;
  for (const json& game : document["games"]) {
    const int a = game["players"][0];
    const int b = game["players"][1];
    CHECK((!last_opponent.contains(a) || last_opponent[a] != b));
    CHECK((!last_opponent.contains(b) || last_opponent[b] != a));
    last_opponent[a] = b;
    last_opponent[b] = a;
  }
}

// An Arena of two players, started (P0 creates it, P1 joins, P0 starts it): P0's copy of it
// once its first game is paired.
WatchedTournament started_arena_of_two(std::vector<std::unique_ptr<TestClient>>& players) {
  const std::string code = joined_by_all(kArena, players);
  result_of(players[0]->request(request_of("tournament.start", code)));
  WatchedTournament watched = watch_as(*players[0], code);
  REQUIRE(watched.follow(*players[0], [](const json& d) { return paired(d, 1); }));
  return watched;
}

// The server config of these tests: a first move may wait while the clock is moved.
server::ServerConfig arena_config(const std::string& data_dir) {
  server::ServerConfig config = test_config();
  config.data_dir = data_dir;
  config.first_move_timeout = std::chrono::hours(2);
  config.first_setup_timeout = std::chrono::hours(2);
  return config;
}

}  // namespace

TEST_CASE("tournament: an Arena's refusals") {
  TestServer server;
  auto players = players_of(server.port(), 3);
  TestClient& host = *players[0];
  CHECK(error_of(host.request(without(kArena, "minutes"))) == "request/bad_field");
  for (const json& minutes : {json(4), json(181), json("10"), json(7.5)}) {
    json bad = kArena;
    bad["minutes"] = minutes;
    CHECK(error_of(host.request(bad)) == "request/bad_field");
  }
  json correspondence = kArena;
  correspondence.erase("clock");
  correspondence["days_per_move"] = 3;
  CHECK(error_of(host.request(correspondence)) == "tournament/arena_live");
  CHECK(error_of(host.request(without(kArena, "clock"))) == "tournament/needs_pace");
  CHECK(error_of(host.request(without(kArena, "format"))) == "request/bad_field");
  for (int max_players : {1, 101}) {
    json bad = kArena;
    bad["max_players"] = max_players;
    CHECK(error_of(host.request(bad)) == "request/bad_field");
  }

  json two = kArena;
  two["max_players"] = 2;
  two.erase("name");
  const json created = result_of(host.request(two))["tournament"];
  const std::string code = created["code"];
  CHECK(created["format"] == "arena");
  CHECK(created["minutes"] == 5);
  CHECK(created["ends_ms"].is_null());
  CHECK(created["name"] == "P0's Fences arena");
  CHECK(error_of(host.request(request_of("tournament.start", code))) == "tournament/too_few");
  CHECK(error_of(host.request(request_of("tournament.leave", code))) == "tournament/host_stays");
  result_of(players[1]->request(request_of("tournament.join", code)));
  CHECK(error_of(players[1]->request(request_of("tournament.join", code))) ==
        "tournament/already_joined");
  CHECK(error_of(players[2]->request(request_of("tournament.join", code))) == "tournament/full");
  CHECK(error_of(players[1]->request(request_of("tournament.start", code))) ==
        "tournament/not_host");
  result_of(host.request(request_of("tournament.start", code)));
  CHECK(error_of(host.request(request_of("tournament.start", code))) == "tournament/started");
  CHECK(error_of(host.request(request_of("tournament.cancel", code))) == "tournament/started");
  // Full while it plays too; the host may pause once it has begun.
  CHECK(error_of(players[2]->request(request_of("tournament.join", code))) == "tournament/full");
  CHECK(result_of(host.request(request_of("tournament.leave", code))) == json::object());
  CHECK(error_of(host.request(request_of("tournament.leave", code))) == "tournament/not_player");
  CHECK(error_of(players[2]->request(request_of("tournament.leave", code))) ==
        "tournament/not_player");
}

TEST_CASE("tournament: an Arena of four played to its end, through a restart") {
  TempDir data;
  const server::ServerConfig config = arena_config(data.path());
  std::vector<std::string> tokens;
  std::string code;
  json before_restart;
  {
    TestServer server(config);
    WatchedFromStart start(server.port(), 4, kArena);
    auto& [players, watcher, watched] = start;
    code = watched.document["code"];

    // At the start, everyone on 0: paired in the order they joined.
    REQUIRE(watched.follow(watcher, [](const json& d) { return paired(d, 2); }));
    const json& started = watched.document;
    CHECK(started["status"] == "playing");
    CHECK(started["ends_ms"] == started["started_ms"].get<std::int64_t>() + 5 * 60'000);
    CHECK(seats(started, 0) == json{0, 1});
    CHECK(seats(started, 1) == json{2, 3});
    CHECK(started["players"][0]["playing"] == true);

    // P0 beats P1: they have just met, so they wait for the others.
    play(watched.document, 0, players, "1-0");
    REQUIRE(watched.follow(watcher, [](const json& d) { return ended(d, 0); }));
    CHECK(watched.document["games"].size() == 2);
    CHECK(watched.document["games"][0]["points"] == json{2, 0});
    CHECK(watched.document["players"][0]["playing"] == false);
    // P2 and P3 draw: 0 (2 points) meets 2 (1), 3 (1) meets 1 (0).
    play(watched.document, 1, players, "1/2-1/2");
    REQUIRE(watched.follow(watcher, [](const json& d) { return paired(d, 4); }));
    CHECK(watched.document["games"][1]["points"] == json{1, 1});
    CHECK(seats(watched.document, 2) == json{0, 2});
    CHECK(seats(watched.document, 3) == json{3, 1});

    // P1 pauses during its game: the game goes on and counts, and P1 is paired no more.
    CHECK(result_of(players[1]->request(request_of("tournament.leave", code))) == json::object());
    REQUIRE(
        watched.follow(watcher, [](const json& d) { return d["players"][1]["present"] == false; }));
    CHECK(watched.document["players"][1]["playing"] == true);
    play(watched.document, 3, players, "0-1");
    REQUIRE(watched.follow(watcher, [](const json& d) { return ended(d, 3); }));
    CHECK(watched.document["players"][1]["score"] == 2);
    CHECK(watched.document["players"][1]["playing"] == false);
    CHECK(watched.document["games"].size() == 4);

    // P0's second win in a row sets it on fire; P0 (4) meets P3, the one it has not just played.
    play(watched.document, 2, players, "1-0");
    REQUIRE(watched.follow(watcher, [](const json& d) { return paired(d, 5); }));
    CHECK(watched.document["players"][0]["score"] == 4);
    CHECK(watched.document["players"][0]["fire"] == true);
    CHECK(seats(watched.document, 4) == json{3, 0});
    CHECK(error_of(players[2]->request(request_of("tournament.join", code))) ==
          "tournament/already_joined");

    // P1 comes back with its score, and is paired at once with P2, free.
    result_of(players[1]->request(request_of("tournament.join", code)));
    REQUIRE(watched.follow(watcher, [](const json& d) { return paired(d, 6); }));
    CHECK(watched.document["players"][1]["present"] == true);
    CHECK(watched.document["players"][1]["score"] == 2);
    CHECK(seats(watched.document, 5) == json{1, 2});

    // On fire, P0's win counts double.
    play(watched.document, 4, players, "0-1");
    REQUIRE(watched.follow(watcher, [](const json& d) { return ended(d, 4); }));
    CHECK(watched.document["games"][4]["points"] == json{0, 4});
    CHECK(watched.document["players"][0]["score"] == 8);
    CHECK(watched.document["standings"] == json{0, 1, 2, 3});
    const json listed = json::parse(http_get(server.port(), "/api/tournaments").second);
    REQUIRE(listed["tournaments"].size() == 1);
    CHECK(listed["tournaments"][0]["format"] == "arena");
    CHECK(listed["tournaments"][0]["minutes"] == 5);
    CHECK(listed["tournaments"][0]["ends_ms"] == watched.document["ends_ms"]);
    const json fresh = result_of(watcher.request(request_of("tournament.watch", code)));
    CHECK(fresh["tournament"] == watched.document);
    before_restart = watched.document;
    tokens = tokens_of(players);
  }

  TestServer again(config);
  BackAfterRestart back(again.port(), tokens, code, before_restart);

  // The game that ran through the restart ends and counts; its players are paired again at once:
  // P0 (8) with P1 (4, on fire after two wins), P2 with P3.
  play(back.watched.document, 5, back.players, "1-0");
  REQUIRE(back.watched.follow(back.watcher, [](const json& d) { return paired(d, 8); }));
  CHECK(back.watched.document["players"][1]["score"] == 4);
  CHECK(back.watched.document["players"][1]["fire"] == true);
  CHECK(seats(back.watched.document, 6) == json{1, 0});
  CHECK(seats(back.watched.document, 7) == json{2, 3});

  // The end comes while those two games run: nobody joins from then on.
  take_seats(back.watched.document, 6, back.players);
  take_seats(back.watched.document, 7, back.players);
  advance_clock(std::chrono::minutes(5) + std::chrono::seconds(1));
  TestClient late(again.port());
  late.hello("Late");
  CHECK(error_of(late.request(request_of("tournament.join", code))) == "tournament/finished");
  // Each running game still counts; four free players, but no pairing after the end.
  play(back.watched.document, 7, back.players, "1/2-1/2");
  REQUIRE(back.watched.follow(back.watcher, [](const json& d) { return ended(d, 7); }));
  CHECK(back.watched.document["status"] == "playing");
  play(back.watched.document, 6, back.players, "1-0");
  REQUIRE(
      back.watched.follow(back.watcher, [](const json& d) { return d["status"] == "finished"; }));
  const json& final_document = back.watched.document;
  CHECK(final_document["games"].size() == 8);
  CHECK(final_document["games"][6]["points"] == json{4, 0});
  CHECK(final_document["finished_ms"].is_number());
  const std::vector<int> scores = {8, 8, 2, 2};
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(final_document["players"][i]["score"] == scores[i]);
    CHECK(final_document["players"][i]["playing"] == false);
  }
  CHECK(final_document["standings"] == json{0, 1, 2, 3});
  check_no_rematch_in_a_row(final_document);
  CHECK(error_of(back.players[2]->request(request_of("tournament.join", code))) ==
        "tournament/finished");
}

TEST_CASE(
    "tournament: an Arena with no game running finishes at its end, or at a restart past it") {
  TempDir data;
  const server::ServerConfig config = arena_config(data.path());
  std::string down_code;
  {
    TestServer server(config);
    auto players = players_of(server.port(), 2);
    WatchedTournament watched = started_arena_of_two(players);
    down_code = watched.document["code"];
    play(watched.document, 0, players, "1-0");
    REQUIRE(watched.follow(*players[0], [](const json& d) { return ended(d, 0); }));
    // They have just met: nobody to pair, and nothing runs while the server is down past the end.
    CHECK(watched.document["status"] == "playing");
  }
  advance_clock(std::chrono::minutes(6));
  TestServer again(config);
  auto players = players_of(again.port(), 2);
  // Finished at the start, shown once that is committed: the first watch may be before.
  WatchedTournament down_watched = watch_as(*players[0], down_code);
  REQUIRE(
      down_watched.follow(*players[0], [](const json& d) { return d["status"] == "finished"; }));
  const json& down = down_watched.document;
  CHECK(down["finished_ms"].get<std::int64_t>() >= down["ends_ms"].get<std::int64_t>());
  CHECK(down["players"][0]["score"] == 2);

  // Running: its timer finishes it at the end, with no game left to wait for.
  WatchedTournament watched = started_arena_of_two(players);
  play(watched.document, 0, players, "1/2-1/2");
  REQUIRE(watched.follow(*players[0], [](const json& d) { return ended(d, 0); }));
  CHECK(watched.document["status"] == "playing");
  advance_clock(std::chrono::minutes(5) + std::chrono::seconds(1));
  REQUIRE(watched.follow(*players[0], [](const json& d) { return d["status"] == "finished"; }));
  CHECK(watched.document["finished_ms"].get<std::int64_t>() >=
        watched.document["ends_ms"].get<std::int64_t>());
  CHECK(watched.document["games"].size() == 1);
}

TEST_CASE(
    "tournament: a game's room that a crash left out of an Arena's record counts for nothing") {
  if (!test_config().cluster.empty()) return;  // it edits the embedded store's file
  TempDir data;
  const server::ServerConfig config = arena_config(data.path());
  std::string code;
  std::vector<std::string> tokens;
  json orphan;
  {
    TestServer server(config);
    auto players = players_of(server.port(), 2);
    WatchedTournament watched = started_arena_of_two(players);
    code = watched.document["code"];
    orphan = watched.document;
    tokens = tokens_of(players);
  }
  // The crash: the game's room was committed, the tournament's record naming it was not.
  {
    server::Database db(data.path() + "/rockpool.db");
    auto read = db.prepare("SELECT state FROM tournaments WHERE code = ?1");
    read.bind(1, code);
    REQUIRE(read.step());
    json state = json::parse(read.text(0));
    state["arena"]["games"] = json::array();
    auto write = db.prepare("UPDATE tournaments SET state = ?2 WHERE code = ?1");
    write.bind(1, code).bind(2, state.dump()).run();
  }
  TestServer again(config);
  auto players = players_again(again.port(), tokens);
  WatchedTournament watched = watch_as(*players[0], code);
  // The two free players are paired again, in a new room, as the Arena's game 0.
  REQUIRE(watched.follow(*players[0], [](const json& d) { return paired(d, 1); }));
  REQUIRE(watched.document["games"][0]["room"] != orphan["games"][0]["room"]);
  // The game in the left-out room ends first; then the Arena's own game.
  play(orphan, 0, players, "1-0");
  play(watched.document, 0, players, "0-1");
  REQUIRE(watched.follow(*players[0], [](const json& d) { return ended(d, 0); }));
  CHECK(watched.document["games"][0]["result"] == "0-1");
  const int second = watched.document["games"][0]["players"][1];
  CHECK(watched.document["players"][second]["score"] == 2);
  CHECK(watched.document["players"][1 - second]["score"] == 0);
}

TEST_CASE("tournament: an Arena pauses a player who does not play their game") {
  TempDir data;
  server::ServerConfig config = arena_config(data.path());
  config.first_move_timeout = std::chrono::seconds(30);
  TestServer server(config);
  auto players = players_of(server.port(), 2);
  WatchedTournament watched = started_arena_of_two(players);
  const std::string code = watched.document["code"];
  // Only the second seat comes to the game; the first never makes the first move.
  const json game = watched.document["games"][0];
  const int absent = game["players"][0];
  const int present = game["players"][1];
  result_of(players[static_cast<std::size_t>(present)]->request(
      {{"type", "room.join"}, {"code", game["code"]}, {"as", "player"}}));
  advance_clock(config.first_move_timeout + std::chrono::seconds(1));
  REQUIRE(watched.follow(*players[0], [](const json& d) { return ended(d, 0); }));
  CHECK(watched.document["games"][0]["result"] == "0-1");
  CHECK(watched.document["games"][0]["reason"] == "no_first_move");
  CHECK(watched.document["players"][absent]["present"] == false);
  CHECK(watched.document["players"][present]["present"] == true);
  CHECK(watched.document["players"][present]["score"] == 2);
  // Back with a join.
  result_of(
      players[static_cast<std::size_t>(absent)]->request(request_of("tournament.join", code)));
  REQUIRE(watched.follow(*players[0],
                         [&](const json& d) { return d["players"][absent]["present"] == true; }));
}

}  // namespace rockpool::tests::tournament_arena
