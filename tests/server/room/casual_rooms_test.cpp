// Casual rooms (a game against a bot, a quick match) end as a newcomer expects: by the game's
// casual move limit and by repetition, unless the room's maker set those options; every other
// room keeps the listed defaults.

#include <doctest/doctest.h>

#include "server/room/casual_end_rules.hpp"
#include "tests/server/server_and_client.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

json created_options(TestClient& client, json settings) {
  settings["type"] = "room.create";
  settings["public"] = false;
  const json reply = client.request(settings);
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  return reply["result"]["room"]["options"];
}

TEST_CASE("casual rooms: a bot room gets the game's move limit and the draw by repetition") {
  server::ServerConfig config = test_config();
  config.max_rooms_per_session = 100;
  ServerAndClient served("Newcomer", config);
  TestClient& client = served.client;
  for (const char* game : {"fences", "lazyking", "prawns", "pawnd", "kaninariebi"}) {
    CAPTURE(game);
    const json casual = created_options(client, {{"game", game}, {"opponent", "bot"}});
    CHECK(casual["ply_limit"] == server::casual_ply_limit(game));
    CHECK(casual["repetition"] == true);

    // The maker's own values are kept, each on its own.
    const json chosen = created_options(
        client, {{"game", game}, {"opponent", "bot"}, {"options", {{"ply_limit", 0}}}});
    CHECK(chosen["ply_limit"] == 0);
    CHECK(chosen["repetition"] == true);
    const json open = created_options(
        client, {{"game", game}, {"opponent", "bot"}, {"options", {{"repetition", false}}}});
    CHECK(open["ply_limit"] == server::casual_ply_limit(game));
    CHECK(open["repetition"] == false);

    // A room between people keeps the listed defaults.
    const json people = created_options(client, {{"game", game}});
    CHECK(people["ply_limit"] == 0);
    CHECK(people["repetition"] == false);
  }
}

TEST_CASE("casual rooms: GET /api/games and every game's rules page state the casual values") {
  TestServer server;
  const auto [listed, games] = http_get(server.port(), "/api/games");
  REQUIRE(listed == 200);
  const json listed_games = json::parse(games)["games"];
  for (const auto& game : listed_games) {
    CAPTURE(game["id"]);
    CHECK(game["casual_options"] ==
          json({{"ply_limit", server::casual_ply_limit(game["id"].get<std::string>())},
                {"repetition", true}}));
  }
  for (const char* game : {"fences", "lazyking", "prawns", "pawnd", "kaninariebi"}) {
    CAPTURE(game);
    const auto [status, body] =
        http_get(server.port(), std::string("/api/games/") + game + "/rules");
    REQUIRE(status == 200);
    const std::string limit = std::to_string(server::casual_ply_limit(game));
    CHECK(body.find("start with a move limit of " + limit) != std::string::npos);
  }
}

}  // namespace
}  // namespace rockpool::tests
