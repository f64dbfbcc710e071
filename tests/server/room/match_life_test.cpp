// The life of a match beyond moves: resign, draws, rematch with seats swapped, chat.

#include <doctest/doctest.h>

#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

json ask(Seat& seat, json body) {
  body["match"] = seat.match.match_id;
  return seat.client->request(body);
}

TEST_CASE("life: a player resigns and the opponent wins") {
  Table table({{"game", "fences"}, {"first", "host"}});
  REQUIRE(ask(table.guest, {{"type", "match.resign"}}).contains("result"));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.status() != "playing"; }));
  CHECK(table.host.match.view["status"] ==
        json{{"state", "won"}, {"winner", 0}, {"reason", "resign"}});
  CHECK(table.host.match.view["to_move"].empty());
}

TEST_CASE("life: a draw offered and accepted; offered and declined") {
  Table table({{"game", "fences"}, {"first", "host"}});
  REQUIRE(ask(table.host, {{"type", "match.offer_draw"}}).contains("result"));
  CHECK(ask(table.host, {{"type", "match.offer_draw"}})["error"]["code"] == "draw/already_offered");
  REQUIRE(table.guest.pump([&](const json&) { return table.guest.match.view["draw_offer"] == 0; }));
  // The host cannot answer its own offer.
  CHECK(ask(table.host, {{"type", "match.answer_draw"}, {"accept", true}})["error"]["code"] ==
        "draw/no_offer");
  REQUIRE(ask(table.guest, {{"type", "match.answer_draw"}, {"accept", false}}).contains("result"));
  REQUIRE(
      table.host.pump([&](const json&) { return table.host.match.view["draw_offer"].is_null(); }));
  REQUIRE(ask(table.guest, {{"type", "match.offer_draw"}}).contains("result"));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.view["draw_offer"] == 1; }));
  REQUIRE(ask(table.host, {{"type", "match.answer_draw"}, {"accept", true}}).contains("result"));
  REQUIRE(
      table.spectator.pump([&](const json&) { return table.spectator.match.status() == "drawn"; }));
  CHECK(table.spectator.match.view["status"]["reason"] == "agreement");
}

TEST_CASE("life: a move withdraws a pending draw offer") {
  Table table({{"game", "fences"}, {"first", "host"}});
  REQUIRE(ask(table.host, {{"type", "match.offer_draw"}}).contains("result"));
  table.sync(table.spectator);
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.view["draw_offer"] == 0; }));
  REQUIRE(table.host.act("N").contains("result"));
  CHECK(table.host.match.view["draw_offer"].is_null());
}

TEST_CASE("life: a rematch when both ask, with the seats swapped") {
  Table table({{"game", "fences"}, {"first", "host"}});
  const std::string first_match = table.host.match.match_id;
  REQUIRE(ask(table.guest, {{"type", "match.resign"}}).contains("result"));
  CHECK(ask(table.host, {{"type", "match.rematch"}}).contains("result"));
  REQUIRE(
      table.guest.pump([&](const json&) { return table.guest.match.view["rematch"][0] == true; }));
  CHECK(ask(table.guest, {{"type", "match.rematch"}}).contains("result"));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.match_id != first_match; }));
  REQUIRE(table.guest.pump([&](const json&) { return table.guest.match.match_id != first_match; }));
  CHECK(table.host.match.view["you"] == 1);
  CHECK(table.guest.match.view["you"] == 0);
  CHECK(table.guest.match.decides());
  CHECK(table.host.match.status() == "playing");
}

TEST_CASE("life: a rematch is refused while the match is on") {
  Table table(json{{"game", "fences"}});
  CHECK(ask(table.host, {{"type", "match.rematch"}})["error"]["code"] == "match/not_over");
}

TEST_CASE("life: chat reaches everyone in the room, plain text, limited in length and rate") {
  server::ServerConfig config = test_config();
  config.max_chat_chars = 20;
  Table table(json{{"game", "fences"}}, config);
  const json sent = table.spectator.client->request(
      {{"type", "chat.send"}, {"room", table.room}, {"text", "good luck <b>"}});
  REQUIRE(sent.contains("result"));
  for (Seat* seat : {&table.host, &table.guest, &table.spectator}) {
    auto line = seat->client->next_of_type("chat");
    REQUIRE(line);
    CHECK((*line)["text"] == "good luck <b>");
    CHECK((*line)["from"]["name"] == "Watcher");
    CHECK((*line)["from"]["seat"].is_null());
  }
  auto chat = [&](const std::string& text) {
    return table.host.client->request(
        {{"type", "chat.send"}, {"room", table.room}, {"text", text}});
  };
  CHECK(chat(std::string(21, 'x'))["error"]["code"] == "request/bad_field");
  CHECK(chat("   ")["error"]["code"] == "chat/empty");
  CHECK(chat("two\nlines")["error"]["code"] == "request/bad_field");
  int refused = 0;
  for (int i = 0; i < 8; ++i)
    refused += chat("hello")["error"]["code"] == "chat/rate_limited";
  CHECK(refused > 0);
}

TEST_CASE("life: someone joining later gets the recent chat") {
  Table table(json{{"game", "fences"}});
  REQUIRE(table.host.client->request({{"type", "chat.send"}, {"room", table.room}, {"text", "gl"}})
              .contains("result"));
  TestClient late(table.server.port());
  late.hello("Late");
  REQUIRE(late.request({{"type", "room.join"}, {"room", table.room}, {"as", "spectator"}})
              .contains("result"));
  auto line = late.next_of_type("chat");
  REQUIRE(line);
  CHECK((*line)["text"] == "gl");
}

}  // namespace
}  // namespace rockpool::tests
