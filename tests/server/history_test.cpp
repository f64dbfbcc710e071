// History and replays: finished matches listed, read, exported, imported into `rockpool rules`,
// and replayed position by position.

#include <doctest/doctest.h>

#include <fstream>

#include "server/context.hpp"
#include "tests/server/child_process.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

json get_json(std::uint16_t port, const std::string& target, int expected = 200) {
  // Not a structured binding: clang 14 cannot capture one in the lambda CHECK_MESSAGE makes.
  const auto response = http_get(port, target);
  CHECK_MESSAGE(response.first == expected,
                target << " -> " << response.first << " " << response.second);
  return json::parse(response.second, nullptr, false);
}

TEST_CASE("history: a finished match is listed, read, exported and replayed") {
  Table table({{"game", "fences"}, {"first", "host"}, {"options", {{"fences", 2}}}});
  const std::string host_id = table.host.match.view["players"]["0"]["id"];
  const std::string match_id = table.host.match.match_id;
  // Unfinished: not served (it could hold a secret).
  get_json(table.server.port(), "/api/matches/" + match_id, 404);
  table.play_fence_race();
  const int plies = table.host.match.view["ply"];
  table.server.server().context().store->flush();

  const json list = get_json(table.server.port(), "/api/matches?player=" + host_id);
  REQUIRE(list["matches"].size() == 1);
  const json& summary = list["matches"][0];
  CHECK(summary["id"] == match_id);
  CHECK(summary["plies"] == plies);
  CHECK(summary["result"]["state"] == "won");
  CHECK(summary["players"][0]["name"] == "Host");
  CHECK(get_json(table.server.port(), "/api/matches?player=nobody")["matches"].empty());
  CHECK(get_json(table.server.port(), "/api/matches?game=lazyking")["matches"].empty());
  CHECK(
      get_json(table.server.port(), "/api/matches?game=fences&limit=1")["next_before"].is_number());
  get_json(table.server.port(), "/api/matches?player=a%27b", 400);

  const json match = get_json(table.server.port(), "/api/matches/" + match_id);
  REQUIRE(match["moves"].size() == static_cast<std::size_t>(plies));
  for (std::size_t i = 0; i < match["moves"].size(); ++i) {
    CHECK(match["moves"][i]["action"] == table.host.match.view["moves"][i]["action"]);
  }

  // Every position can be replayed; the last is the final one.
  const json start = get_json(table.server.port(), "/api/matches/" + match_id + "/positions/0");
  CHECK(start["view"]["pawns"]["0"] == "e1");
  CHECK(start["view"]["last"].is_null());
  const json last = get_json(table.server.port(),
                             "/api/matches/" + match_id + "/positions/" + std::to_string(plies));
  CHECK(last["view"]["pawns"] == table.host.match.view["pawns"]);
  CHECK(last["view"]["status"]["state"] == "won");
  CHECK(last["view"]["last"] == table.host.match.view["last"]);
  get_json(table.server.port(),
           "/api/matches/" + match_id + "/positions/" + std::to_string(plies + 1), 404);

  // The record, read back by `rockpool rules`, reaches the same end.
  auto [status, record] = http_get(table.server.port(), "/api/matches/" + match_id + "/export");
  REQUIRE(status == 200);
  CHECK(record.rfind("Rockpool-Match: " + match_id + "\n", 0) == 0);
  CHECK(record.find("Game: fences\n") != std::string::npos);
  const int winner = table.host.match.view["status"]["winner"];
  CHECK(record.find("Result: won " + std::to_string(winner) + " goal\n") != std::string::npos);
  TempDir dir;
  const std::string path = dir.path() + "/match.txt";
  std::ofstream(path) << record;
  ChildProcess analysis({ROCKPOOL_BINARY, "rules", "--record", path});
  auto line = analysis.wait_for_line("{", 10s);
  REQUIRE(line);
  const json analysed = json::parse(*line);
  CHECK(analysed["ok"] == true);
  CHECK(analysed["ply"] == plies);
  CHECK(analysed["status"] == "won");
  CHECK(analysed["winner"] == winner);
}

TEST_CASE("history: a finished match survives a restart on the same data") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string match_id;
  {
    Table table({{"game", "fences"}, {"first", "host"}}, config);
    match_id = table.host.match.match_id;
    REQUIRE(table.guest.client->request({{"type", "match.resign"}, {"match", match_id}})
                .contains("result"));
    REQUIRE(table.host.pump([&](const json&) { return table.host.match.status() == "won"; }));
  }
  TestServer again(config);
  const json list = get_json(again.port(), "/api/matches");
  REQUIRE(list["matches"].size() == 1);
  CHECK(list["matches"][0]["id"] == match_id);
  CHECK(list["matches"][0]["result"]["reason"] == "resign");
}

TEST_CASE("history: the clock does not run while the server is down") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string host_token, room;
  std::int64_t remaining_before = 0;
  {
    Table table(
        {{"game", "fences"}, {"first", "host"}, {"clock", {{"initial_s", 60}, {"increment_s", 0}}}},
        config);
    REQUIRE(table.host.act("N").contains("result"));
    table.sync(table.host);
    remaining_before = table.guest.match.view["clock"]["remaining_ms"][1];
    host_token = table.guest.client->token();
    room = table.room;
  }
  std::this_thread::sleep_for(1500ms);  // the server is down
  TestServer again(config);
  Seat guest;
  guest.client = std::make_unique<TestClient>(again.port());
  guest.client->hello("Guest", host_token);
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  REQUIRE(guest.pump([&](const json&) { return guest.match.ready(); }));
  const std::int64_t remaining_after = guest.match.view["clock"]["remaining_ms"][1];
  CHECK(remaining_after > remaining_before - 1000);  // not 1.5 s less
  CHECK(guest.match.view["clock"]["running"] == json::array({1}));
}

}  // namespace
}  // namespace rockpool::tests
