#pragma once
// A tournament request's reply, taken apart: its result, or its error's code (either fails the test
// when the reply is the other kind); the requests the tests make, and a tournament created and
// joined by every player; a watcher's copy of a tournament; a game played to its end.
// In a namespace of their own: other test files have helpers of these names, and the test files
// are compiled as one unit.

#include <doctest/doctest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tests/server/test_client.hpp"

namespace rockpool::tests::tournament_replies {

inline json result_of(const json& reply) {
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  return reply["result"];
}

inline std::string error_of(const json& reply) {
  REQUIRE_MESSAGE(reply.contains("error"), reply.dump());
  return reply["error"]["code"].get<std::string>();
}

// `count` clients who said hello as P0, P1...
inline std::vector<std::unique_ptr<TestClient>> players_of(std::uint16_t port, int count) {
  std::vector<std::unique_ptr<TestClient>> players;
  for (int i = 0; i < count; ++i) {
    players.push_back(std::make_unique<TestClient>(port));
    players.back()->hello("P" + std::to_string(i));
  }
  return players;
}

// The same players P0, P1... again with their sessions' tokens, as after a restart.
inline std::vector<std::unique_ptr<TestClient>> players_again(
    std::uint16_t port, const std::vector<std::string>& tokens) {
  std::vector<std::unique_ptr<TestClient>> players;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    players.push_back(std::make_unique<TestClient>(port));
    players.back()->hello("P" + std::to_string(i), tokens[i]);
  }
  return players;
}

// A watcher's copy of a tournament, kept by applying its patches in order.
struct WatchedTournament {
  json document;
  std::int64_t version = 0;

  void take(const json& result) {
    document = result["tournament"];
    version = result["version"].get<std::int64_t>();
  }
  // Applies the client's patches until `until` holds of the document (false if none came).
  bool follow(TestClient& client, const std::function<bool(const json&)>& until) {
    while (!until(document)) {
      auto frame = client.next_of_type("tournament.patch");
      if (!frame) return false;
      // A patch from before the copy was taken (the copy already has it) is passed over.
      if ((*frame)["version"].get<std::int64_t>() <= version) continue;
      CHECK((*frame)["base"] == version);
      document = document.patch((*frame)["patch"]);
      version = (*frame)["version"].get<std::int64_t>();
    }
    return true;
  }
};

// Both players of a game of the document join its room, in their seats.
inline void take_seats(const json& document, int game,
                       std::vector<std::unique_ptr<TestClient>>& players) {
  const json& entry = document["games"][game];
  REQUIRE_MESSAGE(entry["code"].is_string(), entry.dump());
  TestClient& first = *players[entry["players"][0].get<std::size_t>()];
  TestClient& second = *players[entry["players"][1].get<std::size_t>()];
  for (TestClient* player : {&first, &second}) {
    const json joined = result_of(
        player->request({{"type", "room.join"}, {"code", entry["code"]}, {"as", "player"}}));
    CHECK(joined["seat"] == (player == &first ? 0 : 1));
    // The room says whose game it is.
    CHECK(joined["room"]["tournament"]["code"] == document["code"]);
    CHECK(joined["room"]["tournament"]["name"] == document["name"]);
  }
}

// Plays a game of the document to `outcome` (1-0, 0-1 or 1/2-1/2): both players join its room,
// then one resigns or they agree a draw.
inline void play(const json& document, int game, std::vector<std::unique_ptr<TestClient>>& players,
                 const std::string& outcome) {
  take_seats(document, game, players);
  const json& entry = document["games"][game];
  TestClient& first = *players[entry["players"][0].get<std::size_t>()];
  TestClient& second = *players[entry["players"][1].get<std::size_t>()];
  const std::string match = entry["match"];
  if (outcome == "1/2-1/2") {
    result_of(first.request({{"type", "match.offer_draw"}, {"match", match}}));
    result_of(second.request({{"type", "match.answer_draw"}, {"match", match}, {"accept", true}}));
  } else {
    TestClient& loser = outcome == "1-0" ? second : first;
    result_of(loser.request({{"type", "match.resign"}, {"match", match}}));
  }
}

// The sessions' tokens of these players, to come back as them after a restart.
inline std::vector<std::string> tokens_of(const std::vector<std::unique_ptr<TestClient>>& players) {
  std::vector<std::string> tokens;
  for (const auto& player : players)
    tokens.push_back(player->token());
  return tokens;
}

// `request` without its field `key`.
inline json without(json request, const std::string& key) {
  request.erase(key);
  return request;
}

// A request about one tournament (tournament.join, .start, .watch...).
inline json request_of(const std::string& type, const std::string& code) {
  return {{"type", type}, {"code", code}};
}

// tournament.create: a round robin of fences without walls, ten minutes a side, named `name` (when
// empty, by the server).
inline json live_round_robin(const std::string& name = {}) {
  json request = {{"type", "tournament.create"},
                  {"game", "fences"},
                  {"options", {{"fences", 0}}},
                  {"clock", {{"initial_s", 600}, {"increment_s", 0}}}};
  if (!name.empty()) request["name"] = name;
  return request;
}

// P0 creates the tournament `create` asks for and every other player joins it: its invite code.
inline std::string joined_by_all(const json& create,
                                 std::vector<std::unique_ptr<TestClient>>& players) {
  const std::string code = result_of(players[0]->request(create))["tournament"]["code"];
  for (std::size_t i = 1; i < players.size(); ++i)
    result_of(players[i]->request(request_of("tournament.join", code)));
  return code;
}

// A copy of the tournament `client` watches from now on.
inline WatchedTournament watch_as(TestClient& client, const std::string& code) {
  WatchedTournament watched;
  watched.take(result_of(client.request({{"type", "tournament.watch"}, {"code", code}})));
  return watched;
}

// `count` players (P0, P1...) in the tournament `create` asks for, which a watcher (said hello as
// Watcher) watches from before P0 starts it.
struct WatchedFromStart {
  WatchedFromStart(std::uint16_t port, std::size_t count, const json& create)
      : players(players_of(port, static_cast<int>(count))), watcher(port) {
    watcher.hello("Watcher");
    const std::string code = joined_by_all(create, players);
    watched = watch_as(watcher, code);
    CHECK(watched.document["players"].size() == count);
    result_of(players[0]->request(request_of("tournament.start", code)));
  }

  std::vector<std::unique_ptr<TestClient>> players;
  TestClient watcher;
  WatchedTournament watched;
};

// A tournament's players back after a restart with their sessions' tokens, and a watcher (said
// hello as Watcher) whose copy must be the one from before the restart.
struct BackAfterRestart {
  BackAfterRestart(std::uint16_t port, const std::vector<std::string>& tokens,
                   const std::string& code, const json& before_restart)
      : players(players_again(port, tokens)), watcher(port) {
    watcher.hello("Watcher");
    watched = watch_as(watcher, code);
    CHECK(watched.document == before_restart);
  }

  std::vector<std::unique_ptr<TestClient>> players;
  TestClient watcher;
  WatchedTournament watched;
};

}  // namespace rockpool::tests::tournament_replies
