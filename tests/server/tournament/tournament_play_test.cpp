// Round-robin tournaments through the protocol: joining and its refusals, the start, rooms opened
// round by round (live) or all at once (correspondence), results counted as their matches end,
// patches that keep a watcher's copy equal to the server's, the final crosstable, a restart in the
// middle, and a player who never comes losing their game instead of having it called off.

#include <doctest/doctest.h>

#include <chrono>
#include <functional>
#include <map>
#include <thread>

#include "tests/server/server_fixture.hpp"
#include "tests/server/tournament/tournament_replies.hpp"

namespace rockpool::tests::tournament_play {
namespace {

using tournament_replies::BackAfterRestart;
using tournament_replies::error_of;
using tournament_replies::joined_by_all;
using tournament_replies::live_round_robin;
using tournament_replies::play;
using tournament_replies::players_of;
using tournament_replies::result_of;
using tournament_replies::tokens_of;
using tournament_replies::WatchedFromStart;
using tournament_replies::WatchedTournament;
using tournament_replies::without;

const json kLive = live_round_robin("Friday fences");

// The outcome each game gets in these tests: varied, and the same for a game whoever plays it.
std::string outcome_of(int game) {
  static const char* const kOutcomes[] = {"1-0", "0-1", "1/2-1/2"};
  return kOutcomes[game % 3];
}

// Whether every game of the round (it has at least one) has its room, or its result.
bool round_open(const json& document, int round) {
  bool any = false;
  for (const json& game : document["games"]) {
    if (game["round"] != round) continue;
    if (!game["code"].is_string()) return false;
    any = true;
  }
  return any;
}

bool round_over(const json& document, int round) {
  bool any = false;
  for (const json& game : document["games"]) {
    if (game["round"] != round) continue;
    if (game["result"].is_null()) return false;
    any = true;
  }
  return any;
}

// Plays round `round` of the watcher's document and follows it to the round's end.
void play_round(WatchedTournament& watched, TestClient& watcher, int round,
                std::vector<std::unique_ptr<TestClient>>& players) {
  REQUIRE(watched.follow(watcher, [&](const json& d) { return round_open(d, round); }));
  for (int game = 0; game < static_cast<int>(watched.document["games"].size()); ++game) {
    if (watched.document["games"][game]["round"] == round) {
      play(watched.document, game, players, outcome_of(game));
    }
  }
  REQUIRE(watched.follow(watcher, [&](const json& d) { return round_over(d, round); }));
}

// The points of each player by the outcomes of outcome_of().
std::vector<double> expected_points(const json& document) {
  std::vector<double> points(document["players"].size(), 0.0);
  for (int game = 0; game < static_cast<int>(document["games"].size()); ++game) {
    const json& players = document["games"][game]["players"];
    const std::string outcome = outcome_of(game);
    const double first = outcome == "1-0" ? 1.0 : outcome == "0-1" ? 0.0 : 0.5;
    points[players[0].get<std::size_t>()] += first;
    points[players[1].get<std::size_t>()] += 1.0 - first;
  }
  return points;
}

TEST_CASE("tournament: joining, its refusals, and the start") {
  TestServer server;
  auto players = players_of(server.port(), 5);
  TestClient& host = *players[0];
  CHECK(error_of(host.request(without(kLive, "clock"))) == "tournament/needs_pace");
  json both = kLive;
  both["days_per_move"] = 3;
  CHECK(error_of(host.request(both)) == "room/bad_days_per_move");
  json few = kLive;
  few["max_players"] = 2;
  CHECK(error_of(host.request(few)) == "request/bad_field");
  // A tournament's name is held to the display names' character rules.
  for (const char* name : {"   ", "a <b>", "abc\u202edef", "Friday ", " Friday", "Friday  fences",
                           "tab\there", "zero\u200bwidth", "\u3164"}) {
    json named = kLive;
    named["name"] = name;
    const json refused = host.request(named);
    CHECK_MESSAGE(error_of(refused) == "request/bad_field", name);
    CHECK_MESSAGE(refused["error"]["message"].get<std::string>().find("field 'name'") == 0, name);
  }
  json unknown = kLive;
  unknown["game"] = "chess";
  CHECK(error_of(host.request(unknown)) == "game/unknown");

  json settings = kLive;
  settings["max_players"] = 4;
  const json created = result_of(host.request(settings));
  const json& document = created["tournament"];
  const std::string code = document["code"];
  CHECK(document["status"] == "open");
  CHECK(document["name"] == "Friday fences");
  CHECK(document["format"] == "round_robin");
  CHECK(document["clock"] == json{{"initial_ms", 600000}, {"increment_ms", 0}});
  CHECK(document["players"].size() == 1);
  CHECK(document["host"] == document["players"][0]["id"]);

  const json join = {{"type", "tournament.join"}, {"code", code}};
  CHECK(error_of(host.request(join)) == "tournament/already_joined");
  CHECK(error_of(players[1]->request({{"type", "tournament.join"}, {"code", "nope"}})) ==
        "tournament/not_found");
  CHECK(error_of(players[1]->request({{"type", "tournament.start"}, {"code", code}})) ==
        "tournament/not_host");
  CHECK(error_of(host.request({{"type", "tournament.start"}, {"code", code}})) ==
        "tournament/too_few");
  result_of(players[1]->request(join));
  result_of(players[2]->request(join));
  CHECK(error_of(host.request({{"type", "tournament.leave"}, {"code", code}})) ==
        "tournament/host_stays");
  result_of(players[2]->request({{"type", "tournament.leave"}, {"code", code}}));
  CHECK(error_of(players[2]->request({{"type", "tournament.leave"}, {"code", code}})) ==
        "tournament/not_player");
  result_of(players[2]->request(join));
  result_of(players[3]->request(join));
  CHECK(error_of(players[4]->request(join)) == "tournament/full");

  result_of(host.request({{"type", "tournament.start"}, {"code", code}}));
  CHECK(error_of(host.request({{"type", "tournament.start"}, {"code", code}})) ==
        "tournament/started");
  CHECK(error_of(players[4]->request(join)) == "tournament/started");
  // The seeding order is the joining order; four players play three rounds of two games.
  const json watched =
      result_of(players[4]->request({{"type", "tournament.watch"}, {"code", code}}));
  const json& started = watched["tournament"];
  CHECK(started["status"] == "playing");
  CHECK(started["rounds"] == 3);
  CHECK(started["round"] == 0);
  CHECK(started["games"].size() == 6);
  for (int i = 0; i < 4; ++i) {
    CHECK(started["players"][i]["name"] == "P" + std::to_string(i));
  }
  // Live: the first round's rooms only.
  for (const json& game : started["games"]) {
    CHECK(game["code"].is_string() == (game["round"] == 0));
  }
  // The document is also served over HTTP, and a public tournament is listed.
  const auto [status, body] = http_get(server.port(), "/api/tournaments/" + code);
  CHECK(status == 200);
  CHECK(json::parse(body) == started);
  CHECK(http_get(server.port(), "/api/tournaments/nope").first == 404);
  const json listed = json::parse(http_get(server.port(), "/api/tournaments").second);
  REQUIRE(listed["tournaments"].size() == 1);
  CHECK(listed["tournaments"][0]["code"] == code);
  CHECK(listed["tournaments"][0]["players"] == 4);
  CHECK(listed["tournaments"][0]["status"] == "playing");
}

TEST_CASE("tournament: a live round robin of five played to its crosstable, through a restart") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::vector<std::string> tokens;
  std::string code;
  json before_restart;
  std::int64_t version_before = 0;
  {
    TestServer server(config);
    WatchedFromStart start(server.port(), 5, kLive);
    auto& [players, watcher, watched] = start;
    code = watched.document["code"];
    REQUIRE(watched.follow(watcher, [](const json& d) { return d["status"] == "playing"; }));
    CHECK(watched.document["rounds"] == 5);
    CHECK(watched.document["games"].size() == 10);
    play_round(watched, watcher, 0, players);
    play_round(watched, watcher, 1, players);
    // The next round opens once the last one ended, and the watcher's copy is the server's.
    REQUIRE(watched.follow(watcher, [](const json& d) { return round_open(d, 2); }));
    CHECK(watched.document["round"] == 2);
    const json fresh = result_of(watcher.request({{"type", "tournament.watch"}, {"code", code}}));
    CHECK(fresh["tournament"] == watched.document);
    CHECK(fresh["version"] == watched.version);
    before_restart = watched.document;
    version_before = watched.version;
    tokens = tokens_of(players);
  }

  TestServer again(config);
  BackAfterRestart back(again.port(), tokens, code, before_restart);
  // Versions grow across the restart: a watcher never sees one go back.
  CHECK(back.watched.version > version_before);
  for (int round = 2; round < 5; ++round)
    play_round(back.watched, back.watcher, round, back.players);
  REQUIRE(
      back.watched.follow(back.watcher, [](const json& d) { return d["status"] == "finished"; }));
  const json& final_document = back.watched.document;
  CHECK(final_document["round"].is_null());
  CHECK(final_document["finished_ms"].is_number());

  // Every result as played, in the crosstable both ways, and the points and standings from them.
  const std::vector<double> points = expected_points(final_document);
  for (int game = 0; game < 10; ++game) {
    const json& entry = final_document["games"][game];
    CHECK(entry["result"] == outcome_of(game));
    const auto a = entry["players"][0].get<std::size_t>();
    const auto b = entry["players"][1].get<std::size_t>();
    CHECK(final_document["crosstable"][a][b].get<double>() +
              final_document["crosstable"][b][a].get<double>() ==
          1.0);
  }
  for (std::size_t i = 0; i < 5; ++i) {
    CHECK(final_document["players"][i]["points"].get<double>() == points[i]);
    CHECK(final_document["crosstable"][i][i].is_null());
  }
  const json& standings = final_document["standings"];
  REQUIRE(standings.size() == 5);
  for (std::size_t i = 1; i < 5; ++i) {
    const json& better = final_document["players"][standings[i - 1].get<std::size_t>()];
    const json& worse = final_document["players"][standings[i].get<std::size_t>()];
    const bool ordered =
        better["points"].get<double>() > worse["points"].get<double>() ||
        (better["points"] == worse["points"] &&
         better["sonneborn_berger"].get<double>() >= worse["sonneborn_berger"].get<double>());
    CHECK(ordered);
  }
}

TEST_CASE("tournament: by correspondence every game's room opens at the start") {
  TestServer server;
  auto players = players_of(server.port(), 3);
  json settings = kLive;
  settings.erase("clock");
  settings["days_per_move"] = 3;
  settings["public"] = false;
  const std::string code = joined_by_all(settings, players);
  result_of(players[0]->request({{"type", "tournament.start"}, {"code", code}}));
  WatchedTournament watched;
  watched.take(result_of(players[1]->request({{"type", "tournament.watch"}, {"code", code}})));
  REQUIRE(watched.document["games"].size() == 3);
  for (const json& game : watched.document["games"])
    CHECK(game["code"].is_string());
  // Each player's turns list has the games waiting for them, once each room's turn lines are
  // committed (after the tournament's document that names the rooms, at times).
  const auto waiting = [&players] {
    int count = 0;
    for (const auto& player : players)
      count +=
          static_cast<int>(result_of(player->request({{"type", "turns.list"}}))["turns"].size());
    return count;
  };
  for (int attempt = 0; attempt < 100 && waiting() < 3; ++attempt)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(waiting() == 3);
  for (int game = 0; game < 3; ++game)
    play(watched.document, game, players, outcome_of(game));
  REQUIRE(watched.follow(*players[1], [](const json& d) { return d["status"] == "finished"; }));
}

// A live round robin of three, started; returns the index of its round 0 game (a bye leaves one).
int started_round_robin(std::vector<std::unique_ptr<TestClient>>& players,
                        WatchedTournament& watched) {
  const std::string code = joined_by_all(kLive, players);
  watched.take(result_of(players[0]->request({{"type", "tournament.watch"}, {"code", code}})));
  result_of(players[0]->request({{"type", "tournament.start"}, {"code", code}}));
  REQUIRE(watched.follow(*players[0], [](const json& d) { return round_open(d, 0); }));
  int game = -1;
  for (int i = 0; i < static_cast<int>(watched.document["games"].size()); ++i) {
    if (watched.document["games"][i]["round"] == 0) game = i;
  }
  REQUIRE(game >= 0);
  return game;
}

TEST_CASE("tournament: a player who never comes loses the game, which is not called off") {
  TestServer server;
  auto players = players_of(server.port(), 3);
  WatchedTournament watched;
  const int game = started_round_robin(players, watched);
  // Seat 1 comes to the game's room; seat 0, who owes the first decision, never does.
  const json& open = watched.document["games"][game];
  TestClient& comer = *players[open["players"][1].get<std::size_t>()];
  result_of(comer.request({{"type", "room.join"}, {"code", open["code"]}, {"as", "player"}}));
  advance_clock(std::chrono::minutes(2));
  REQUIRE(watched.follow(*players[0], [&](const json& d) { return round_over(d, 0); }));
  const json& entry = watched.document["games"][game];
  CHECK(entry["result"] == "0-1");
  CHECK((entry["reason"] == "no_first_move" || entry["reason"] == "abandoned"));
  // Its room offers no rematch.
  CHECK(error_of(comer.request({{"type", "match.rematch"}, {"match", entry["match"]}})) ==
        "tournament/no_rematch");
}

TEST_CASE("tournament: a game neither player comes to is drawn, whichever timer runs out first") {
  // Just past the first decision's time (the grace periods still run), then past every timer.
  const auto first_decision = test_config().first_move_timeout + std::chrono::seconds(1);
  for (const std::chrono::seconds wait : {first_decision, std::chrono::seconds(120)}) {
    CAPTURE(wait.count());
    TestServer server;
    auto players = players_of(server.port(), 3);
    WatchedTournament watched;
    const int game = started_round_robin(players, watched);
    advance_clock(wait);
    REQUIRE(watched.follow(*players[0], [&](const json& d) { return round_over(d, 0); }));
    const json& entry = watched.document["games"][game];
    CHECK(entry["result"] == "1/2-1/2");
    CHECK((entry["reason"] == "no_first_move" || entry["reason"] == "abandoned"));
  }
}

}  // namespace
}  // namespace rockpool::tests::tournament_play
