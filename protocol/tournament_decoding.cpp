#include "protocol/tournament_decoding.hpp"

#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"
#include "protocol/game_pace_decoding.hpp"
#include "protocol/json_fields.hpp"

namespace rockpool::protocol {

namespace {

using rules::Error;

constexpr std::size_t kMaxNameChars = 40;
constexpr std::int64_t kArenaMinMinutes = 5;
constexpr std::int64_t kArenaMaxMinutes = 180;

// An Arena's own fields: its duration, and no correspondence (it is played live).
Decoded read_format_fields(const nlohmann::json& frame, TournamentCreateFields& out) {
  if (!out.arena) {
    if (frame.contains("minutes")) {
      return Error{code::kBadField, "field 'minutes' is for an Arena only"};
    }
    return std::nullopt;
  }
  if (has_field(frame, "days_per_move")) {
    return Error{code::kTournamentArenaLive,
                 "an Arena is played live: it needs a clock, not days per move"};
  }
  std::int64_t minutes = 0;
  const Error bad_minutes{code::kBadField,
                          "field 'minutes' must be an Arena's duration, from 5 to 180"};
  if (!has_field(frame, "minutes")) return bad_minutes;
  if (read_integer(frame, "minutes", minutes, kArenaMinMinutes, kArenaMaxMinutes)) {
    return bad_minutes;
  }
  out.minutes = static_cast<int>(minutes);
  return std::nullopt;
}

// A tournament's name: shown to everyone, so held to the display names' rules, at its own length.
Decoded read_name(const nlohmann::json& frame, std::string& name) {
  if (auto error = read_string(frame, "name", name, kMaxNameChars, false)) return error;
  if (!has_field(frame, "name")) return std::nullopt;
  if (auto error = check_name_text(name, kMaxNameChars)) {
    return Error{code::kBadField, "field 'name': " + error->message};
  }
  return std::nullopt;
}

Decoded decode_create(const nlohmann::json& frame, RequestBody& out) {
  TournamentCreateFields fields;
  if (auto error = read_one_of_two(frame, "format", 32, "round_robin", "arena", fields.arena)) {
    return error;
  }
  if (auto error = read_format_fields(frame, fields)) return error;
  if (auto error = read_game_and_pace(frame, fields.pace)) return error;
  if (!fields.pace.clock && fields.pace.days_per_move == 0) {
    return Error{code::kTournamentNeedsPace,
                 fields.arena ? "an Arena needs a clock"
                              : "a tournament needs a clock, or days per move by correspondence"};
  }
  if (auto error = read_boolean(frame, "public", fields.is_public, false)) return error;
  if (auto error = read_name(frame, fields.name)) return error;
  const std::int64_t least = fields.arena ? kArenaMinPlayers : kRoundRobinMinPlayers;
  const std::int64_t most = fields.arena ? kArenaMaxPlayers : kRoundRobinMaxPlayers;
  std::int64_t max_players = most;
  if (auto error = read_integer(frame, "max_players", max_players, least, most, false)) {
    return error;
  }
  fields.max_players = static_cast<int>(max_players);
  out = std::move(fields);
  return std::nullopt;
}

}  // namespace

Decoded decode_tournament_request(RequestKind kind, const nlohmann::json& frame, RequestBody& out) {
  if (kind == RequestKind::tournament_create) return decode_create(frame, out);
  if (kind == RequestKind::tournament_unwatch) {
    out = NoFields{};
    return std::nullopt;
  }
  TournamentCodeFields fields;
  if (auto error = read_string(frame, "code", fields.code, 64)) return error;
  out = std::move(fields);
  return std::nullopt;
}

}  // namespace rockpool::protocol
