// Reviews of finished matches over HTTP (GET /api/matches/<id>/review): searched once in the
// background on the bots' threads, answered 202 until done, then the same review every time,
// after a restart too.

#include <doctest/doctest.h>

#include <thread>

#include "server/server_parts.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// The fence race without fences, the pawns three ranks nearer the middle: the host reaches f8,
// then throws its win in one away (E rather than N), and the guest wins.
const std::vector<std::string> kThrownAway = {"E", "W", "N", "S", "N", "S",
                                              "N", "S", "N", "S", "E", "S"};

server::ServerConfig reviewing_config() {
  server::ServerConfig config = test_config();
  config.bot_budget_percent = 25;  // a thousand iterations a position
  return config;
}

std::pair<int, json> get_review(std::uint16_t port, const std::string& match_id) {
  const auto [status, body] = http_get(port, "/api/matches/" + match_id + "/review");
  return {status, json::parse(body, nullptr, false)};
}

// Asks until the review is done; the bots' threads run at the lowest priority, so under a loaded
// machine this may take a while.
json done_review(std::uint16_t port, const std::string& match_id) {
  for (int i = 0; i < 2400; ++i) {
    // Not a structured binding: clang 14 cannot capture one in the lambda REQUIRE_MESSAGE makes.
    auto answer = get_review(port, match_id);
    if (answer.first == 200) return answer.second;
    REQUIRE_MESSAGE(answer.first == 202, answer.first << " " << answer.second.dump());
    std::this_thread::sleep_for(50ms);
  }
  FAIL("the review was not done within two minutes");
  return {};
}

TEST_CASE(
    "review: a finished match is reviewed once, in the background, and asked again for free") {
  Table table({{"game", "fences"}, {"first", "host"}, {"options", {{"fences", 0}, {"meet", 3}}}},
              reviewing_config());
  const std::string match_id = table.host.match.match_id;
  // Unfinished: nothing to review (and it could hold a secret).
  CHECK(get_review(table.server.port(), match_id).first == 404);
  table.play(kThrownAway);
  REQUIRE(table.host.match.status() == "won");
  table.server.server().parts().store->flush();

  const auto [first_status, first] = get_review(table.server.port(), match_id);
  CHECK(first_status == 202);
  CHECK(first["match"] == match_id);
  CHECK(first["positions"] == kThrownAway.size() + 1);

  const json review = done_review(table.server.port(), match_id);
  CHECK(review["status"] == "done");
  CHECK(review["game"] == "fences");
  CHECK(review["reviewed"] == kThrownAway.size() + 1);
  CHECK(review["thresholds"]["blunder"] == 0.25);
  REQUIRE(review["evaluations"].size() == kThrownAway.size() + 1);
  const json& on_f8 = review["evaluations"][10];
  CHECK(on_f8["searched"] == true);
  CHECK(on_f8["mover"] == 0);
  CHECK(on_f8["proven"] == "win");
  CHECK(on_f8["best"] == "N");
  CHECK(review["evaluations"][12]["searched"] == false);  // the end

  REQUIRE(review["moves"].size() == kThrownAway.size());
  const json& thrown = review["moves"][10];
  CHECK(thrown["seat"] == 0);
  CHECK(thrown["move"] == "E");
  CHECK(thrown["mark"] == "blunder");
  CHECK(thrown["before"] == 1.0);
  CHECK(thrown["after"] == 0.0);
  CHECK(thrown["best"] == "N");
  const json& taken = review["moves"][11];
  CHECK(taken["move"] == "S");
  CHECK(taken["mark"] == "good");
  CHECK(taken["best"].is_null());
  CHECK(review["summary"][0]["blunders"] >= 1);
  CHECK(review["summary"][1]["weighed"] == 6);

  // Asked again: the same review, and no second search.
  const auto [again_status, again] = get_review(table.server.port(), match_id);
  CHECK(again_status == 200);
  CHECK(again == review);
  CHECK(table.server.server().parts().reviews->started() == 1);
}

TEST_CASE("review: a done review is kept by the store, and served after a restart unsearched") {
  TempDir data;
  server::ServerConfig config = reviewing_config();
  config.data_dir = data.path();
  std::string match_id;
  json review;
  {
    Table table({{"game", "fences"}, {"first", "host"}, {"options", {{"fences", 0}, {"meet", 3}}}},
                config);
    match_id = table.host.match.match_id;
    table.play(kThrownAway);
    table.server.server().parts().store->flush();
    review = done_review(table.server.port(), match_id);
  }  // the server's stop waits for the store readers, which keep the review
  TestServer again(config);
  const auto [status, body] = get_review(again.port(), match_id);
  CHECK(status == 200);
  CHECK(body == review);
  CHECK(again.server().parts().reviews->started() == 0);
}

TEST_CASE("review: a private match's review is its players' only") {
  Table table({{"game", "fences"},
               {"first", "host"},
               {"public", false},
               {"options", {{"fences", 0}, {"meet", 3}}}},
              reviewing_config());
  const std::string match_id = table.host.match.match_id;
  table.play(kThrownAway);
  table.server.server().parts().store->flush();
  CHECK(get_review(table.server.port(), match_id).first == 404);
  CHECK(table.server.server().parts().reviews->started() == 0);
}

}  // namespace
}  // namespace rockpool::tests
