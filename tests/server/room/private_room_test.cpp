// A private room is reached through its invite code only, on every path, and its finished matches
// are shown to their players only.

#include <doctest/doctest.h>

#include "server/server_parts.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

std::pair<int, json> get_with_token(std::uint16_t port, const std::string& target,
                                    const std::string& token = "") {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::empty_body> request{http::verb::get, target, 11};
  request.set(http::field::host, "127.0.0.1");
  if (!token.empty()) request.set(http::field::authorization, "Bearer " + token);
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  return {response.result_int(), json::parse(response.body(), nullptr, false)};
}

TEST_CASE("private rooms: no path by id reaches them without the invite code") {
  Table table({{"game", "fences"}, {"public", false}, {"first", "host"}});
  REQUIRE(!table.code.empty());
  const std::string match_id = table.host.match.match_id;
  TestClient stranger(table.server.port());
  stranger.hello("Stranger");
  const std::vector<json> attempts = {
      {{"type", "room.join"}, {"room", table.room}},
      {{"type", "room.join"}, {"room", table.room}, {"match", "x"}},
      {{"type", "room.join"}, {"room", table.room}, {"match", match_id}, {"as", "spectator"}},
      {{"type", "match.sync"}, {"match", match_id}},
      {{"type", "match.sync"}, {"room", table.room}, {"match", match_id}},
      {{"type", "match.offer_draw"}, {"match", match_id}},
      {{"type", "chat.send"}, {"room", table.room}, {"text", "hello"}},
      {{"type", "room.leave"}, {"room", table.room}},
  };
  for (const json& attempt : attempts) {
    const json reply = stranger.request(attempt);
    CHECK_MESSAGE(reply["error"]["code"] == "room/not_found", attempt.dump()
                                                                  << " -> " << reply.dump());
  }
  // Nothing came of it: no snapshot, no room state, no chat for the stranger; still one
  // spectator in the room.
  const json synced = stranger.request({{"type", "ping"}});
  CHECK(synced.contains("result"));
  CHECK_FALSE(stranger.next(0ms));
  // The members themselves reach it by the match's id.
  CHECK(
      table.host.client->request({{"type", "match.sync"}, {"match", match_id}}).contains("result"));
  // With the code, the stranger may watch.
  const json watching =
      stranger.request({{"type", "room.join"}, {"code", table.code}, {"as", "spectator"}});
  REQUIRE(watching.contains("result"));
  CHECK(watching["result"]["room"]["spectators"] == 2);
}

TEST_CASE("private rooms: their finished matches are shown to their players only") {
  Table table({{"game", "fences"}, {"public", false}, {"first", "host"}});
  const std::string match_id = table.host.match.match_id;
  REQUIRE(table.guest.client->request({{"type", "match.resign"}, {"match", match_id}})
              .contains("result"));
  REQUIRE(table.host.pump([&](const json&) { return table.host.match.status() == "won"; }));
  table.server.server().parts().store->flush();
  const auto port = table.server.port();
  TestClient stranger(port);
  stranger.hello("Stranger");

  auto listed = [&](const std::string& token) {
    auto [status, body] = get_with_token(port, "/api/matches", token);
    REQUIRE(status == 200);
    for (const json& match : body["matches"]) {
      if (match["id"] == match_id) return true;
    }
    return false;
  };
  CHECK_FALSE(listed(""));
  CHECK_FALSE(listed(stranger.token()));
  CHECK(listed(table.host.client->token()));
  CHECK(listed(table.guest.client->token()));
  CHECK(get_with_token(port, "/api/matches/" + match_id).first == 404);
  CHECK(get_with_token(port, "/api/matches/" + match_id + "/positions/0").first == 404);
  CHECK(get_with_token(port, "/api/matches/" + match_id + "/export", stranger.token()).first ==
        404);
  CHECK(get_with_token(port, "/api/matches/" + match_id, table.guest.client->token()).first == 200);
}

}  // namespace
}  // namespace rockpool::tests
