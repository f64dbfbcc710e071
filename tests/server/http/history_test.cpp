// History and replays: finished matches listed, read, exported, imported into `rockpool rules`,
// and replayed position by position.

#include <doctest/doctest.h>

#include <fstream>

#include "server/server_parts.hpp"
#include "tests/server/child_process.hpp"
#include "tests/server/held_store.hpp"
#include "tests/server/net/raw_socket.hpp"
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
  table.server.server().parts().store->flush();

  const json list = get_json(table.server.port(), "/api/matches?player=" + host_id);
  REQUIRE(list["matches"].size() == 1);
  const json& summary = list["matches"][0];
  CHECK(summary["id"] == match_id);
  CHECK(summary["plies"] == plies);
  CHECK(summary["result"]["state"] == "won");
  CHECK(summary["players"][0]["name"] == "Host");
  CHECK(summary["days_per_move"] == 0);
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
    table.play({"N", "S", "N"});  // the guest's clock runs from its second decision
    remaining_before = table.guest.match.view["clock"]["remaining_ms"][1];
    host_token = table.guest.client->token();
    room = table.room;
  }
  advance_clock(std::chrono::hours(1));  // the server is down
  TestServer again(config);
  Seat guest;
  guest.client = std::make_unique<TestClient>(again.port());
  guest.client->hello("Guest", host_token);
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  REQUIRE(guest.pump([&](const json&) { return guest.match.ready(); }));
  const std::int64_t remaining_after = guest.match.view["clock"]["remaining_ms"][1];
  CHECK(remaining_after > remaining_before - 1000);  // not an hour less
  CHECK(guest.match.view["clock"]["running"] == json::array({1}));
}

TEST_CASE("history: a replay's positions are the spectators' live views, replayed once") {
  HeldData data;
  HeldStore* held = data.held;
  Table table({{"game", "fences"}, {"first", "host"}}, data.config, std::move(data.store));
  const std::string match_id = table.host.match.match_id;
  REQUIRE(table.host.act("N").contains("result"));
  table.sync(table.host);
  REQUIRE(table.guest.act("S").contains("result"));
  table.sync(table.guest);
  REQUIRE(table.host.client->request({{"type", "match.resign"}, {"match", match_id}})
              .contains("result"));
  REQUIRE(
      table.spectator.pump([&](const json&) { return table.spectator.match.status() == "won"; }));

  const json last = get_json(table.server.port(), "/api/matches/" + match_id + "/positions/2");
  CHECK(last["plies"] == 2);
  CHECK(last["view"] == table.spectator.match.view);  // one view builder, live and replayed
  CHECK(last["view"]["status"]["reason"] == "resign");
  const int reads = held->reads();
  for (int ply = 0; ply <= 2; ++ply) {
    const json position = get_json(
        table.server.port(), "/api/matches/" + match_id + "/positions/" + std::to_string(ply));
    CHECK(position["view"]["ply"] == ply);
    CHECK(position["view"]["status"]["state"] == (ply == 2 ? "won" : "playing"));
  }
  CHECK(held->reads() == reads);  // stepping through the match reads the store no more
}

TEST_CASE("history: a read waiting for the store holds no network thread") {
  HeldData data;
  HeldStore* held = data.held;
  data.config.threads = 1;
  TestServer server(data.config, std::move(data.store));
  held->hold_reads();
  RawSocket history(server.port());
  history.send("GET /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (held->reads_waiting() == 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(1ms);
  REQUIRE(held->reads_waiting() == 1);
  // The only network thread answers others while the read waits.
  RawSocket health(server.port());
  CHECK(get_over(health, "/healthz").status == 200);
  held->release_reads();
  const auto listed = history.read_response();
  REQUIRE(listed);
  CHECK(listed->status == 200);
  CHECK(json::parse(listed->body)["matches"] == json::array());
}

TEST_CASE("history: past 64 waiting reads, history requests are refused with 503") {
  HeldData data;
  HeldStore* held = data.held;
  TestServer server(data.config, std::move(data.store));
  held->hold_reads();
  std::vector<std::unique_ptr<RawSocket>> waiting;
  for (int i = 0; i < server::StoreReaders::kMostWaiting; ++i) {
    waiting.push_back(std::make_unique<RawSocket>(server.port()));
    waiting.back()->send("GET /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  }
  const auto gauge = [&] {
    const auto metrics = http_get(server.port(), "/metrics").second;
    const std::string name = "\nrockpool_store_reads_waiting ";
    const auto at = metrics.find(name);
    return at == std::string::npos ? -1 : std::stoi(metrics.substr(at + name.size()));
  };
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (gauge() < server::StoreReaders::kMostWaiting &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(5ms);
  REQUIRE(gauge() == server::StoreReaders::kMostWaiting);
  RawSocket refused(server.port());
  const RawResponse busy = get_over(refused, "/api/matches/abc");
  CHECK(busy.status == 503);
  CHECK(busy.field("retry-after") == "1");
  held->release_reads();
  for (auto& socket : waiting) {
    const auto answer = socket->read_response();
    REQUIRE(answer);
    CHECK(answer->status == 200);
  }
  CHECK(gauge() == 0);
}

}  // namespace
}  // namespace rockpool::tests
