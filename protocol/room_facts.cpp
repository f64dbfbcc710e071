#include "protocol/room_facts.hpp"

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

namespace {

constexpr std::array<const char*, 3> kFirstWords = {"random", "host", "guest"};

// The members the room's state and its lobby entry share: id, game, options, rated, days per move
// and clock.
void write_room_head(const RoomFacts& room, rules::JsonText& json) {
  json.key("id")
      .string(room.id)
      .key("game")
      .string(room.game->id)
      .key("game_name")
      .string(room.game->name)
      .key("options")
      .raw(room.options_json)
      .key("rated")
      .boolean(room.rated)
      .key("days_per_move");
  if (room.days_per_move > 0) {
    json.number(room.days_per_move);
  } else {
    json.null();
  }
  json.key("clock");
  if (!room.clock) {
    json.null();
    return;
  }
  json.begin_object()
      .key("initial_ms")
      .number(room.clock->initial_ms)
      .key("increment_ms")
      .number(room.clock->increment_ms)
      .end_object();
}

}  // namespace

const char* first_word(FirstSeat first) {
  return kFirstWords[static_cast<std::size_t>(first)];
}

std::optional<FirstSeat> first_seat_of(std::string_view word) {
  for (std::size_t i = 0; i < kFirstWords.size(); ++i) {
    if (word == kFirstWords[i]) return static_cast<FirstSeat>(i);
  }
  return std::nullopt;
}

const char* role_word(Role role) {
  constexpr std::array<const char*, 3> kWords = {"host", "guest", "spectator"};
  return kWords[static_cast<std::size_t>(role)];
}

const char* status_word(RoomStatus status) {
  constexpr std::array<const char*, 3> kWords = {"waiting", "playing", "finished"};
  return kWords[static_cast<std::size_t>(status)];
}

std::string room_state_json(const RoomFacts& room, Role you) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object();
  write_room_head(room, json);
  json.key("public").boolean(room.is_public).key("invite");
  json.string_or_null(room.invite);
  json.key("first").string(first_word(room.first)).key("players").begin_array();
  for (const auto& player : room.players) {
    if (!player) {
      json.null();
      continue;
    }
    json.begin_object()
        .key("name")
        .string(player->name)
        .key("id")
        .string(player->public_id)
        .key("bot")
        .boolean(player->bot)
        .key("connected")
        .boolean(player->connected)
        .end_object();
  }
  json.end_array().key("spectators").number(room.spectators).key("watchers").begin_array();
  for (const auto& watcher : room.watchers) {
    json.begin_object()
        .key("name")
        .string(watcher.name)
        .key("id")
        .string(watcher.public_id)
        .end_object();
  }
  json.end_array().key("status").string(status_word(room.status)).key("match");
  json.string_or_null(room.match_id);
  json.key("quick").boolean(room.quick).key("tournament");
  if (room.tournament_code.empty()) {
    json.null();
  } else {
    json.begin_object()
        .key("code")
        .string(room.tournament_code)
        .key("name")
        .string(room.tournament_name)
        .end_object();
  }
  json.key("you").string(role_word(you)).end_object();
  return out;
}

std::string lobby_entry_json(const RoomFacts& room) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object();
  write_room_head(room, json);
  json.key("players").begin_array();
  for (const auto& player : room.players) {
    if (player) json.string(player->name);
  }
  json.end_array()
      .key("spectators")
      .number(room.spectators)
      .key("status")
      .string(status_word(room.status))
      .key("created_ms")
      .number(room.created_ms)
      .end_object();
  return out;
}

}  // namespace rockpool::protocol
