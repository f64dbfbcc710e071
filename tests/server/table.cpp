#include "tests/server/table.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {

Table::Table(const json& settings, server::ServerConfig config,
             std::unique_ptr<server::Store> store)
    : server(std::move(config), std::move(store)) {
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
    if (seat == &source || !seat->client || seat->match.version == source.match.version) continue;
    REQUIRE(seat->pump([&](const json&) { return seat->match.version == source.match.version; }));
  }
}

void Table::play(const std::vector<std::string>& moves) {
  for (const auto& move : moves) {
    Seat& seat = mover();
    REQUIRE_MESSAGE(seat.act(move).contains("result"), move);
    sync(seat);
  }
}

}  // namespace rockpool::tests

namespace rockpool::tests {

std::string fence_race_move(const MatchView& view) {
  const bool north = view.view["you"] == 0;
  const auto legal = view.legal();
  for (const char* wanted : {north ? "NN" : "SS", north ? "N" : "S", north ? "NE" : "SE",
                             north ? "NW" : "SW", north ? "EN" : "ES", north ? "WN" : "WS"}) {
    if (std::find(legal.begin(), legal.end(), wanted) != legal.end()) return wanted;
  }
  for (const auto& name : legal) {
    if (name.back() != '-' && name.back() != '/') return name;
  }
  return legal.front();
}

void Table::leave_spectator_alone() {
  host.client->close();
  guest.client->close();
  REQUIRE(spectator.pump([](const json& frame) {
    if (frame["type"] != "room.state") return false;
    for (const auto& player : frame["room"]["players"]) {
      if (player["connected"] == true) return false;
    }
    return true;
  }));
}

void Table::play_fence_race() {
  for (int plies = 0; host.match.status() == "playing"; ++plies) {
    REQUIRE(plies < 200);
    Seat& next = mover();
    REQUIRE(next.act(fence_race_move(next.match)).contains("result"));
    sync(next);
  }
}

}  // namespace rockpool::tests
