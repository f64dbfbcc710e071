#include "tests/server/table.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {

Table::Table(const json& settings, server::ServerConfig config) : server(std::move(config)) {
  host.client = std::make_unique<TestClient>(server.port());
  guest.client = std::make_unique<TestClient>(server.port());
  spectator.client = std::make_unique<TestClient>(server.port());
  host.client->hello("Host");
  guest.client->hello("Guest");
  spectator.client->hello("Watcher");
  const json created = create_room(*host.client, settings);
  room = created["room"]["id"];
  code = created["room"]["invite"].is_string() ? created["room"]["invite"].get<std::string>() : "";
  json join = code.empty() ? json{{"type", "room.join"}, {"room", room}}
                           : json{{"type", "room.join"}, {"code", code}};
  REQUIRE(guest.client->request(join).contains("result"));
  join["as"] = "spectator";
  REQUIRE(spectator.client->request(join).contains("result"));
  for (Seat* seat : {&host, &guest, &spectator}) {
    REQUIRE(seat->pump([&](const json&) { return seat->match.ready(); }));
  }
}

void Table::sync(Seat& source) {
  for (Seat* seat : {&host, &guest, &spectator}) {
    if (seat == &source || !seat->client) continue;
    REQUIRE(seat->pump([&](const json&) { return seat->match.version == source.match.version; }));
  }
}

}  // namespace rockpool::tests
