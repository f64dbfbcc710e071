#pragma once
// A room as clients see it: the body of its room.state frames and its entry in the lobby, and
// the words its enums go by on the wire.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/core/game.hpp"

namespace rockpool::protocol {

// A room's chess clock; no clock at all is an empty optional.
struct ClockSettings {
  std::int64_t initial_ms = 0;
  std::int64_t increment_ms = 0;
};

// Who takes seat 0: chosen at random, the host, or the guest.
enum class FirstSeat { random, host, guest };
const char* first_word(FirstSeat first);
// The word back; nothing for a word that is none of them.
std::optional<FirstSeat> first_seat_of(std::string_view word);

// What a connection is to a room.
enum class Role { host, guest, spectator };
const char* role_word(Role role);

enum class RoomStatus { waiting, playing, finished };
const char* status_word(RoomStatus status);

struct RoomPlayer {
  std::string_view name;
  std::string_view public_id;
  bool bot = false;
  bool connected = false;
};

// A person watching the room: one entry per session, however many tabs it watches from.
struct RoomWatcher {
  std::string name;
  std::string public_id;
};
// The most watchers a room.state names; `spectators` still counts them all.
inline constexpr std::size_t kMaxNamedWatchers = 20;

struct RoomFacts {
  std::string_view id;
  const rules::GameInfo* game = nullptr;
  std::string_view options_json;
  std::optional<ClockSettings> clock;
  int days_per_move = 0;  // correspondence; 0: none
  bool rated = false;
  bool is_public = true;
  bool quick = false;       // opened by quick pairing (room.state only)
  std::string_view invite;  // the private room's code; empty for a public room
  FirstSeat first = FirstSeat::random;
  std::array<std::optional<RoomPlayer>, 2> players;  // host, guest
  int spectators = 0;
  std::vector<RoomWatcher> watchers;  // in the order they came, at most kMaxNamedWatchers
  RoomStatus status = RoomStatus::waiting;
  std::string_view match_id;  // empty before the first match
  std::int64_t created_ms = 0;
  // A tournament's game (room.state only): its tournament's invite code and name.
  std::string tournament_code = {};
  std::string tournament_name = {};
};

// The room.state body as `you` sees the room.
std::string room_state_json(const RoomFacts& room, Role you);
// The room's entry in the lobby.
std::string lobby_entry_json(const RoomFacts& room);

}  // namespace rockpool::protocol
