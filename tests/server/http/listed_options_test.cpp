// The options GET /api/games lists are the ones room.create takes: a client that builds its form
// from the list and sends every value it offers is never refused. `first` (who takes seat 0) is
// listed with them and is a setting of the room, also given as a field of its own.

#include <doctest/doctest.h>

#include "tests/server/server_and_client.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// Every value the list offers for an option: its default and its ends, or each choice.
std::vector<json> offered_values(const json& option) {
  const std::string type = option["type"];
  if (type == "boolean") return {true, false};
  if (type == "integer") return {option["default"], option["min"], option["max"]};
  std::vector<json> values;
  for (const auto& choice : option["choices"])
    values.push_back(choice);
  return values;
}

TEST_CASE("listed options: room.create takes every option and value GET /api/games offers") {
  server::ServerConfig config = test_config();
  config.max_rooms_per_session = 1000;
  ServerAndClient served("Form", config);
  TestClient& client = served.client;
  const auto [status, body] = http_get(served.server.port(), "/api/games");
  REQUIRE(status == 200);
  const json games = json::parse(body)["games"];
  for (const auto& game : games) {
    json defaults = json::object();
    for (const auto& option : game["options"])
      defaults[option["name"]] = option["default"];
    const json all = client.request(
        {{"type", "room.create"}, {"game", game["id"]}, {"options", defaults}, {"public", false}});
    CHECK_MESSAGE(all.contains("result"), game["id"] << ": " << all.dump());
    for (const auto& option : game["options"]) {
      for (const json& value : offered_values(option)) {
        const json reply = client.request({{"type", "room.create"},
                                           {"game", game["id"]},
                                           {"options", {{option["name"], value}}},
                                           {"public", false}});
        CHECK_MESSAGE(reply.contains("result"),
                      game["id"] << " " << option["name"] << "=" << value << ": " << reply.dump());
      }
    }
  }
}

TEST_CASE("listed options: first among the options chooses who takes seat 0") {
  Table table({{"game", "fences"}, {"options", {{"first", "guest"}, {"fences", 2}}}});
  CHECK(table.guest.match.view["you"] == 0);
  CHECK(table.host.match.view["you"] == 1);
  CHECK(table.host.match.view["fences_left"] == json::array({2, 2}));
  // The room keeps it as its setting, not as an option of the rules.
  CHECK_FALSE(table.host.match.view["match"]["options"].contains("first"));

  TestClient client(table.server.port());
  client.hello("Odd");
  const auto create = [&](json settings) {
    settings["type"] = "room.create";
    settings["game"] = "fences";
    return error_code(client.request(settings));
  };
  CHECK(create({{"options", {{"first", "me"}}}}) == "options/out_of_range");
  CHECK(create({{"options", {{"first", 0}}}}) == "options/wrong_type");
  CHECK(create({{"first", "host"}, {"options", {{"first", "guest"}}}}) == "request/bad_field");
  CHECK(create({{"first", "host"}, {"options", {{"first", "host"}}}}).empty());
  // A null field is an absent one: the option, or the default, decides.
  CHECK(create({{"first", nullptr}, {"options", {{"first", "guest"}}}}).empty());
  CHECK(create({{"first", nullptr}}).empty());
}

}  // namespace
}  // namespace rockpool::tests
