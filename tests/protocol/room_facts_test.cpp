// A room as room.state frames and the lobby show it, and the words its enums go by.

#include "protocol/room_facts.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using nlohmann::json;

protocol::RoomFacts a_room() {
  protocol::RoomFacts room;
  room.id = "r\"1";
  room.game = &rules::find_game("fences")->info();
  room.options_json = R"({"fences":10})";
  room.clock = protocol::ClockSettings{300000, 2000};
  room.is_public = false;
  room.invite = "CODE";
  room.first = protocol::FirstSeat::guest;
  room.players[0] = protocol::RoomPlayer{"Ada", "a1", false, true};
  room.spectators = 2;
  room.watchers = {{"Cy", "c3"}};
  room.status = protocol::RoomStatus::waiting;
  room.created_ms = 1234;
  return room;
}

TEST_CASE("room facts: the room.state body as each role sees it") {
  const json state = json::parse(protocol::room_state_json(a_room(), protocol::Role::guest));
  CHECK(state ==
        json{{"id", "r\"1"},
             {"game", "fences"},
             {"game_name", "Fences"},
             {"options", {{"fences", 10}}},
             {"rated", false},
             {"days_per_move", nullptr},
             {"clock", {{"initial_ms", 300000}, {"increment_ms", 2000}}},
             {"public", false},
             {"invite", "CODE"},
             {"first", "guest"},
             {"players",
              {{{"name", "Ada"}, {"id", "a1"}, {"bot", false}, {"connected", true}}, nullptr}},
             {"spectators", 2},
             {"watchers", {{{"name", "Cy"}, {"id", "c3"}}}},
             {"status", "waiting"},
             {"match", nullptr},
             {"quick", false},
             {"tournament", nullptr},
             {"you", "guest"}});
  protocol::RoomFacts open = a_room();
  open.invite = {};
  open.clock.reset();
  open.match_id = "r1.1";
  open.status = protocol::RoomStatus::playing;
  const json seen = json::parse(protocol::room_state_json(open, protocol::Role::spectator));
  CHECK(seen["invite"].is_null());
  CHECK(seen["clock"].is_null());
  CHECK(seen["days_per_move"].is_null());
  CHECK(seen["match"] == "r1.1");
  CHECK(seen["status"] == "playing");
  CHECK(seen["you"] == "spectator");
}

TEST_CASE("room facts: the lobby entry names the players and keeps no secret") {
  protocol::RoomFacts room = a_room();
  room.players[1] = protocol::RoomPlayer{"Bob", "b2", true, false};
  room.rated = true;
  const json entry = json::parse(protocol::lobby_entry_json(room));
  CHECK(entry["players"] == json::array({"Ada", "Bob"}));
  CHECK(entry["rated"] == true);
  CHECK(entry["days_per_move"].is_null());
  room.clock.reset();
  room.days_per_move = 7;
  CHECK(json::parse(protocol::lobby_entry_json(room))["days_per_move"] == 7);
  CHECK(entry["created_ms"] == 1234);
  CHECK_FALSE(entry.contains("invite"));
  CHECK_FALSE(entry.contains("watchers"));
  CHECK_FALSE(entry.contains("you"));
}

TEST_CASE("room facts: each enum's words, both ways where clients send them") {
  for (auto first :
       {protocol::FirstSeat::random, protocol::FirstSeat::host, protocol::FirstSeat::guest}) {
    CHECK(protocol::first_seat_of(protocol::first_word(first)) == first);
  }
  CHECK_FALSE(protocol::first_seat_of("Host"));
  CHECK_FALSE(protocol::first_seat_of(""));
  CHECK(std::string(protocol::role_word(protocol::Role::host)) == "host");
  CHECK(std::string(protocol::role_word(protocol::Role::spectator)) == "spectator");
  CHECK(std::string(protocol::status_word(protocol::RoomStatus::finished)) == "finished");
}

}  // namespace
}  // namespace rockpool::tests
