#pragma once
// What each request kind carries, decoded and checked from its frame once (request_decoding.cpp).
// A handler reads these typed values and never the frame's JSON.

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "protocol/practice_request.hpp"
#include "protocol/room_facts.hpp"
#include "rules/core/game.hpp"
#include "rules/core/options.hpp"

namespace rockpool::protocol {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxEndpointChars = 1024;
inline constexpr int kRoundRobinMinPlayers = 3;
inline constexpr int kRoundRobinMaxPlayers = 10;
// How long analysis.evaluate searches: its default, and its bounds.
inline constexpr std::int64_t kDefaultAnalysisMs = 1000;
inline constexpr std::int64_t kLeastAnalysisMs = 100;
inline constexpr std::int64_t kMostAnalysisMs = 3000;
inline constexpr int kArenaMinPlayers = 2;
inline constexpr int kArenaMaxPlayers = 100;

// A request with no fields of its own.
struct NoFields {};

struct HelloFields {
  std::string token;                // empty: a new session
  std::optional<std::string> name;  // checked as a display name
};

struct LobbySubscribeFields {
  std::string game;  // empty: every game
};

// A game, its options and its pace: room.create's and tournament.create's.
struct GameAndPace {
  const rules::Game* game = nullptr;
  std::vector<rules::RawOption> raw_options;  // as given, without `first`
  rules::OptionValues options;                // resolved
  FirstSeat first = FirstSeat::random;
  std::optional<ClockSettings> clock;
  int days_per_move = 0;  // 0: a live room
};

struct RoomCreateFields {
  GameAndPace pace;
  bool against_bot = false;
  bool is_public = true;
  int bot_level = 0;  // 0 unless against a bot
  bool rated = false;
};

// The room a request is for: by invite code, else by id (a match's id names its room).
struct RoomAddress {
  std::string code;
  std::string room;
};

struct RoomJoinFields {
  RoomAddress address;
  bool as_player = true;
};

struct RoomLeaveFields {
  RoomAddress address;
};

struct ChatFields {
  RoomAddress address;
  std::string text;  // its length is the server's setting: checked there
};

// match.sync, match.resign, match.offer_draw, match.claim and match.rematch.
struct MatchFields {
  RoomAddress address;
  std::string match;
};

struct MatchActionFields {
  RoomAddress address;
  std::string match;
  std::int64_t version = 0;
  std::string action;
};

struct DrawAnswerFields {
  RoomAddress address;
  std::string match;
  bool accept = false;
};

// account.claim and account.login.
struct CredentialsFields {
  std::string username;
  std::string password;
};

struct LogoutFields {
  std::string token;
};

struct PasswordChangeFields {
  std::string password;
  std::string new_password;
};

struct PasswordResetFields {
  std::string username;
  std::string code;
  std::string new_password;
};

struct RevokeFields {
  std::string session;
};

struct SeekFields {
  std::string game;
  std::optional<ClockSettings> clock;
  bool rated = false;
};

struct TurnsListFields {
  bool watch = false;
};

// A position to search: a match of `game` started with `options`, the moves played (each its
// notation, with the seat where both decide), and how long to think.
struct AnalysisFields {
  const rules::Game* game = nullptr;
  rules::OptionValues options;
  std::vector<PracticeMove> moves;
  std::int64_t think_ms = kDefaultAnalysisMs;
};

// The endpoint is checked against the server's settings there.
struct PushSubscribeFields {
  std::string endpoint;
  std::string p256dh;
  std::string auth;
};

struct PushUnsubscribeFields {
  std::string endpoint;
};

struct TournamentCreateFields {
  bool arena = false;
  int minutes = 0;  // an Arena's duration
  GameAndPace pace;
  bool is_public = true;
  std::string name;  // empty: the server names it
  int max_players = 0;
};

// tournament.join, .leave, .start, .cancel and .watch.
struct TournamentCodeFields {
  std::string code;
};

using RequestBody =
    std::variant<NoFields, HelloFields, LobbySubscribeFields, RoomCreateFields, RoomJoinFields,
                 RoomLeaveFields, ChatFields, MatchFields, MatchActionFields, DrawAnswerFields,
                 CredentialsFields, LogoutFields, PasswordChangeFields, PasswordResetFields,
                 RevokeFields, SeekFields, TurnsListFields, PushSubscribeFields,
                 PushUnsubscribeFields, TournamentCreateFields, TournamentCodeFields,
                 AnalysisFields>;

// The room a room request names; null for any other request.
const RoomAddress* room_address(const RequestBody& body);
// The match a match request names; empty for any other request.
const std::string& match_named(const RequestBody& body);

}  // namespace rockpool::protocol
