// analysis.evaluate and analysis.stop over a real socket: a position searched on the bots'
// threads and answered with the chance, best move and line; moves checked as a match's are; a
// stop, or a newer request, ends a search early with what it found; a secret choice is not
// searched.

#include <doctest/doctest.h>

#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

// The fence race without fences, the pawns three ranks nearer the middle: O (seat 0) on f8, X on
// d2, O to move wins with N.
const json kWinInOne = {"E", "W", "N", "S", "N", "S", "N", "S", "N", "S"};

json evaluate(const json& moves, int think_ms, const json& options = {{"fences", 0}, {"meet", 3}},
              const std::string& game = "fences") {
  return {{"type", "analysis.evaluate"},
          {"game", game},
          {"options", options},
          {"moves", moves},
          {"think_ms", think_ms}};
}

// The reply to the request sent with `id`, the other frames skipped.
std::optional<json> reply_to(TestClient& client, std::int64_t id) {
  for (int frames = 0; frames < 100; ++frames) {
    auto frame = client.next_of_type("reply", 10s);
    if (!frame || (*frame)["id"] == id) return frame;
  }
  return std::nullopt;
}

TEST_CASE("analysis: a position is searched, and answered with its chance, best move and line") {
  TestServer server;
  TestClient client(server.port());
  client.hello("Ana");
  const json reply = client.request(evaluate(kWinInOne, 500));
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  const json& result = reply["result"];
  CHECK(result["ply"] == 10);
  CHECK(result["searched"] == true);
  CHECK(result["mover"] == 0);
  CHECK(result["proven"] == "win");
  CHECK(result["chance"] == 1.0);
  CHECK(result["best"] == "N");
  REQUIRE(result["line"].is_array());
  CHECK(result["line"][0] == "N");
  CHECK(result["iterations"] > 0);
}

TEST_CASE("analysis: moves are checked as a match's are, and a refusal names the move") {
  TestServer server;
  TestClient client(server.port());
  client.hello("Ana");
  const json bad = client.request(evaluate({"N", "Z9"}, 200));
  REQUIRE(bad.contains("error"));
  CHECK(bad["error"]["code"] == "action/malformed");
  CHECK(bad["error"]["message"].get<std::string>().rfind("move 2: ", 0) == 0);
  const json unknown = client.request(evaluate({}, 200, json::object(), "checkers"));
  CHECK(unknown["error"]["code"] == "game/unknown");
  const json too_long = client.request(evaluate({}, 60000));
  CHECK(too_long["error"]["code"] == "request/bad_field");
  const json past_end =
      client.request(evaluate({"E", "W", "N", "S", "N", "S", "N", "S", "N", "S", "N", "S"}, 200));
  CHECK(past_end["error"]["code"] == "match/over");
}

TEST_CASE("analysis: a stop ends the search early, answered with what it found") {
  TestServer server;
  TestClient client(server.port());
  client.hello("Ana");
  // The whole fences game at its start: three seconds would not prove it.
  const json start = evaluate(json::array(), 3000, json::object());
  const std::int64_t id = TestClient::next_id();
  json sent = start;
  sent["id"] = id;
  client.send(sent);
  const json stopped = client.request({{"type", "analysis.stop"}});
  REQUIRE_MESSAGE(stopped.contains("result"), stopped.dump());
  CHECK(stopped["result"]["stopped"] == true);
  const auto answer = reply_to(client, id);
  REQUIRE(answer);
  CHECK((*answer)["result"]["searched"] == true);
  CHECK((*answer)["result"]["proven"].is_null());
  CHECK((*answer)["result"]["best"].is_string());
  // Nothing runs now: a second stop stops nothing.
  CHECK(client.request({{"type", "analysis.stop"}})["result"]["stopped"] == false);
}

TEST_CASE("analysis: a newer request of the session ends the last, and both are answered") {
  TestServer server;
  TestClient client(server.port());
  client.hello("Ana");
  json first = evaluate(json::array(), 3000, json::object());
  const std::int64_t first_id = TestClient::next_id();
  first["id"] = first_id;
  client.send(first);
  const json second = client.request(evaluate(kWinInOne, 200));
  REQUIRE(second.contains("result"));
  CHECK(second["result"]["best"] == "N");
  const auto earlier = reply_to(client, first_id);
  REQUIRE(earlier);
  CHECK((*earlier)["result"]["ply"] == 0);
}

TEST_CASE("analysis: eight run at once on the server, and a ninth is refused busy") {
  TestServer server;
  std::vector<std::unique_ptr<TestClient>> searching;
  std::vector<std::int64_t> ids;
  for (int i = 0; i < 8; ++i) {
    auto client = std::make_unique<TestClient>(server.port());
    client->hello("Searcher");
    json body = evaluate(json::array(), 3000, json::object());
    ids.push_back(TestClient::next_id());
    body["id"] = ids.back();
    client->send(body);
    // A connection's requests are handled in order: once the ping is answered, the search runs.
    REQUIRE(client->request({{"type", "ping"}}).contains("result"));
    searching.push_back(std::move(client));
  }
  TestClient ninth(server.port());
  ninth.hello("Ninth");
  const json refused = ninth.request(evaluate(json::array(), 200, json::object()));
  REQUIRE(refused.contains("error"));
  CHECK(refused["error"]["code"] == "analysis/busy");
  for (std::size_t i = 0; i < searching.size(); ++i) {
    CHECK(searching[i]->request({{"type", "analysis.stop"}})["result"]["stopped"] == true);
    const auto answer = reply_to(*searching[i], ids[i]);
    REQUIRE(answer);
    CHECK((*answer)["result"]["searched"] == true);
  }
}

TEST_CASE("analysis: an ended match and a secret choice are answered unsearched") {
  TestServer server;
  TestClient client(server.port());
  client.hello("Ana");
  json ended = kWinInOne;
  ended.push_back("N");
  const json over = client.request(evaluate(ended, 200));
  CHECK(over["result"]["ply"] == 11);
  CHECK(over["result"]["searched"] == false);
  // Lazy King opens with both kings chosen in secret: no search weighs that.
  const json secret = client.request(evaluate(json::array(), 200, json::object(), "lazyking"));
  CHECK(secret["result"]["searched"] == false);
  const json chosen = client.request(
      evaluate({{{"seat", 0}, {"action", "D1:K"}}, {{"seat", 1}, {"action", "E8:K"}}}, 200,
               json::object(), "lazyking"));
  CHECK(chosen["result"]["searched"] == true);
  CHECK(chosen["result"]["ply"] == 2);
}

}  // namespace
}  // namespace rockpool::tests
