#pragma once
// What a room is, fixed when it is made: its id and invite code, its settings, and what it
// counts against.

#include <cstdint>
#include <optional>
#include <string>

#include "protocol/room_facts.hpp"
#include "rules/core/game.hpp"
#include "rules/core/options.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

using protocol::ClockSettings;

struct RoomSettings {
  const rules::Game* game = nullptr;
  rules::OptionValues options;
  bool is_public = true;
  std::optional<ClockSettings> clock;
  protocol::FirstSeat first = protocol::FirstSeat::random;
  int bot_level = 0;      // the bot opponent's level; 0: a human opponent
  bool rated = false;     // both seats are accounts, and matches change their ratings
  int days_per_move = 0;  // correspondence: the days each decision may take; 0: none
  // A tournament's game: its tournament's id and the game's index in it; empty: none.
  std::string tournament_id;
  int tournament_game = -1;
  bool quick = false;  // opened by quick pairing
  bool in_tournament() const { return !tournament_id.empty(); }
};

struct RoomIdentity {
  std::string id;
  std::string code;  // the invite code
  RoomSettings settings;
  std::int64_t created_ms = 0;  // 0: now
  std::string host_address;     // the client address the room counts against (empty: none)
  std::string options_json;     // the settings' options as JSON: written by the room
};

// The record a new room is stored as (room_store.cpp).
RoomRecord room_record(const RoomIdentity& identity, const std::string& host_token);

}  // namespace rockpool::server
