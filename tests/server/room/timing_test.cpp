// Time in a match: clocks that flag, and the grace period of a disconnected player. The server's
// clock is moved forward instead of waited for (advance_clock).

#include <doctest/doctest.h>

#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

TEST_CASE("timing: clocks run for the player to move and a flag fall loses") {
  Table table(
      {{"game", "fences"}, {"first", "host"}, {"clock", {{"initial_s", 60}, {"increment_s", 0}}}});
  const json& clock = table.host.match.view["clock"];
  CHECK(clock["initial_ms"] == 60000);
  table.play({"N", "S"});
  CHECK(table.host.match.view["clock"]["running"] == json::array({0}));
  CHECK(table.host.match.view["abort_at_ms"].is_null());
  // The host does not move: its minute runs out.
  advance_clock(std::chrono::seconds(61));
  REQUIRE(table.spectator.pump(
      [&](const json&) { return table.spectator.match.status() != "playing"; }));
  CHECK(table.spectator.match.view["status"] ==
        json{{"state", "won"}, {"winner", 1}, {"reason", "timeout"}});
  CHECK(table.spectator.match.view["clock"]["remaining_ms"][0] <= 0);
}

TEST_CASE("timing: the increment is added after each action but a seat's first") {
  Table table(
      {{"game", "fences"}, {"first", "host"}, {"clock", {{"initial_s", 60}, {"increment_s", 5}}}});
  table.play({"N"});
  CHECK(table.host.match.view["clock"]["remaining_ms"][0] == 60000);
  table.play({"S", "N"});
  CHECK(table.host.match.view["clock"]["remaining_ms"][0] > 60000);
}

TEST_CASE("timing: no clock runs before a seat's first decision, which has 30 s before an abort") {
  Table table(
      {{"game", "fences"}, {"first", "host"}, {"clock", {{"initial_s", 60}, {"increment_s", 0}}}});
  const json& view = table.spectator.match.view;
  CHECK(view["clock"]["running"] == json::array());
  REQUIRE(view["abort_at_ms"].is_number());
  const std::int64_t now_ms = server::ServerClock::epoch_ms();
  CHECK(view["abort_at_ms"].get<std::int64_t>() - now_ms > 25000);
  CHECK(view["abort_at_ms"].get<std::int64_t>() - now_ms <= 30000);
  // The host's first move: the guest's first decision is free too, and has its own 30 s.
  REQUIRE(table.host.act("N").contains("result"));
  REQUIRE(table.spectator.pump([&](const json&) { return view["ply"] == 1; }));
  CHECK(view["clock"]["running"] == json::array());
  CHECK(view["clock"]["remaining_ms"] == json::array({60000, 60000}));
  REQUIRE(view["abort_at_ms"].is_number());
  advance_clock(test_config().first_move_timeout + std::chrono::seconds(1));
  REQUIRE(table.spectator.pump(
      [&](const json&) { return table.spectator.match.status() != "playing"; }));
  CHECK(view["status"] ==
        json{{"state", "aborted"}, {"winner", nullptr}, {"reason", "no_first_move"}});
  CHECK(view["abort_at_ms"].is_null());
}

TEST_CASE("timing: a secret setup as the first decision has the longer limit") {
  Table table(
      {{"game", "prawns"}, {"first", "host"}, {"clock", {{"initial_s", 60}, {"increment_s", 0}}}});
  const json& view = table.spectator.match.view;
  CHECK(view["to_move"] == json::array({0, 1}));
  const std::int64_t left =
      view["abort_at_ms"].get<std::int64_t>() - server::ServerClock::epoch_ms();
  CHECK(left > test_config().first_move_timeout.count() * 1000);
  CHECK(left <= test_config().first_setup_timeout.count() * 1000);
  advance_clock(test_config().first_setup_timeout + std::chrono::seconds(1));
  REQUIRE(table.spectator.pump(
      [&](const json&) { return table.spectator.match.status() != "playing"; }));
  CHECK(view["status"]["reason"] == "no_first_move");
}

TEST_CASE("timing: a disconnected player keeps the seat for the grace period; then the claim") {
  Table table({{"game", "fences"}, {"first", "host"}});
  table.play({"N", "S"});
  table.guest.client.reset();
  REQUIRE(table.host.pump(
      [&](const json&) { return table.host.match.view["players"]["1"]["connected"] == false; }));
  CHECK(table.host.match.view["players"]["1"]["grace_until_ms"].is_number());
  // Too early to claim.
  const json early =
      table.host.client->request({{"type", "match.claim"}, {"match", table.host.match.match_id}});
  CHECK(early["error"]["code"] == "claim/not_available");
  CHECK(table.host.match.view["may_claim"].is_null());
  advance_clock(test_config().grace_period + std::chrono::seconds(1));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.view["may_claim"] == 0; }));
  REQUIRE(
      table.host.client->request({{"type", "match.claim"}, {"match", table.host.match.match_id}})
          .contains("result"));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.status() == "won"; }));
  CHECK(table.host.match.view["status"]["reason"] == "abandoned");
}

TEST_CASE("timing: a match with fewer than two actions is aborted after the grace period") {
  Table table({{"game", "fences"}, {"first", "host"}});
  REQUIRE(table.host.act("N").contains("result"));
  table.sync(table.host);
  table.guest.client.reset();
  REQUIRE(table.host.pump(
      [&](const json&) { return table.host.match.view["players"]["1"]["connected"] == false; }));
  CHECK(table.host.match.status() == "playing");
  advance_clock(test_config().grace_period + std::chrono::seconds(1));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.status() == "aborted"; }));
  CHECK(table.host.match.view["status"]["reason"] == "abandoned");
}

TEST_CASE("timing: a player who comes back within the grace period goes on") {
  // The guest's clock flags after its grace period would have ended: timers fire in the order
  // they are due, so once the flag has fallen, the grace period's end has been handled too.
  Table table(
      {{"game", "fences"}, {"first", "host"}, {"clock", {{"initial_s", 90}, {"increment_s", 0}}}});
  REQUIRE(test_config().grace_period < std::chrono::seconds(90));
  table.play({"N", "S", "N"});
  const std::string token = table.guest.client->token();
  table.guest.client.reset();
  REQUIRE(table.host.pump(
      [&](const json&) { return table.host.match.view["players"]["1"]["connected"] == false; }));
  table.guest.client = std::make_unique<TestClient>(table.server.port());
  table.guest.client->hello("Guest", token);
  table.guest.match = MatchView{};
  REQUIRE(table.guest.client->request({{"type", "room.join"}, {"room", table.room}})
              .contains("result"));
  REQUIRE(table.guest.pump([&](const json&) { return table.guest.match.ready(); }));
  REQUIRE(table.host.pump(
      [&](const json&) { return table.host.match.view["players"]["1"]["connected"] == true; }));

  advance_clock(std::chrono::seconds(91));
  bool claim_offered = false;
  REQUIRE(table.host.pump([&](const json&) {
    claim_offered = claim_offered || table.host.match.view["may_claim"] == 0;
    return table.host.match.status() != "playing";
  }));
  CHECK_FALSE(claim_offered);
  CHECK(table.host.match.view["status"]["reason"] == "timeout");
  CHECK(table.host.match.view["players"]["1"]["connected"] == true);
}

}  // namespace
}  // namespace rockpool::tests
