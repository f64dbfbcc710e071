// Who watches a room, as its room.state names them.

#include <doctest/doctest.h>

#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

// The host's next room.state that counts `spectators` connections watching.
json state_with_spectators(Table& table, int spectators) {
  json found;
  REQUIRE(table.host.pump([&](const json& frame) {
    if (frame["type"] != "room.state" || frame["room"]["spectators"] != spectators) return false;
    found = frame["room"];
    return true;
  }));
  return found;
}

std::vector<std::string> watcher_names(const json& room) {
  std::vector<std::string> names;
  for (const auto& watcher : room["watchers"])
    names.push_back(watcher["name"]);
  return names;
}

TEST_CASE("presence: room.state names each watching session once, and forgets one that left") {
  Table table({{"game", "fences"}, {"first", "host"}});
  TestClient cy(table.server.port());
  cy.hello("Cy");
  TestClient cy_again(table.server.port());
  cy_again.hello("Cy", cy.token());
  const json watch = {{"type", "room.join"}, {"room", table.room}, {"as", "spectator"}};
  REQUIRE(cy.request(watch).contains("result"));
  REQUIRE(cy_again.request(watch).contains("result"));
  const json three = state_with_spectators(table, 3);
  CHECK(watcher_names(three) == std::vector<std::string>{"Watcher", "Cy"});
  CHECK(three["watchers"][1]["id"].is_string());

  const json leave = {{"type", "room.leave"}, {"room", table.room}};
  REQUIRE(cy.request(leave).contains("result"));
  REQUIRE(cy_again.request(leave).contains("result"));
  CHECK(watcher_names(state_with_spectators(table, 1)) == std::vector<std::string>{"Watcher"});
}

}  // namespace
}  // namespace rockpool::tests
