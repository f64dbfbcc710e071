#include "protocol/request_decoding.hpp"

#include "protocol/account_decoding.hpp"
#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
#include "protocol/game_pace_decoding.hpp"
#include "protocol/json_fields.hpp"
#include "protocol/kind_decoders.hpp"
#include "protocol/room_decoding.hpp"
#include "protocol/tournament_decoding.hpp"
#include "rules/core/bot_level.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::protocol {

namespace {

using rules::Error;

Decoded decode_hello(const nlohmann::json& frame, RequestBody& out) {
  std::int64_t version = kProtocolVersion;
  if (auto error = read_integer(frame, "protocol", version, 0, 1000, false)) return error;
  if (version != kProtocolVersion) {
    return Error{code::kUnsupportedProtocol, "this server speaks protocol version 1 only"};
  }
  HelloFields fields;
  if (auto error = read_string(frame, "token", fields.token, 64, false)) return error;
  if (has_field(frame, "name")) {
    std::string name;
    if (auto error = read_string(frame, "name", name, 64)) return error;
    if (auto error = check_display_name(name)) return error;
    fields.name = std::move(name);
  }
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_lobby_subscribe(const nlohmann::json& frame, RequestBody& out) {
  LobbySubscribeFields fields;
  if (auto error = read_string(frame, "game", fields.game, 32, false)) return error;
  if (!fields.game.empty() && !rules::find_game(fields.game)) {
    return Error{code::kUnknownGame, "no game '" + fields.game + "'"};
  }
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_room_create(const nlohmann::json& frame, RequestBody& out) {
  RoomCreateFields fields;
  if (auto error = read_one_of_two(frame, "opponent", 16, "human", "bot", fields.against_bot)) {
    return error;
  }
  if (auto error = read_game_and_pace(frame, fields.pace)) return error;
  if (auto error = read_boolean(frame, "public", fields.is_public, false)) return error;
  if (auto error = read_first_field(frame, fields.pace.first)) return error;
  std::int64_t bot_level = rules::kDefaultBotLevel;
  if (auto error = read_integer(frame, "bot_level", bot_level, 1, rules::kBotLevels, false)) {
    return error;
  }
  fields.bot_level = fields.against_bot ? static_cast<int>(bot_level) : 0;
  if (auto error = read_boolean(frame, "rated", fields.rated, false)) return error;
  if (fields.rated && fields.against_bot) {
    return Error{code::kBadField, "field 'rated': matches against a bot are not rated"};
  }
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_seek(const nlohmann::json& frame, RequestBody& out) {
  SeekFields fields;
  if (auto error = read_string(frame, "game", fields.game, 32)) return error;
  if (!rules::find_game(fields.game)) {
    return Error{code::kUnknownGame, "no game '" + fields.game + "'"};
  }
  if (auto error = read_clock_field(frame, fields.clock)) return error;
  if (auto error = read_boolean(frame, "rated", fields.rated, false)) return error;
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_turns_list(const nlohmann::json& frame, RequestBody& out) {
  TurnsListFields fields;
  if (auto error = read_boolean(frame, "watch", fields.watch, false)) return error;
  out = fields;
  return std::nullopt;
}

Decoded decode_push_subscribe(const nlohmann::json& frame, RequestBody& out) {
  PushSubscribeFields fields;
  if (auto error = read_string(frame, "endpoint", fields.endpoint, kMaxEndpointChars)) {
    return error;
  }
  if (!frame.contains("keys")) return Error{code::kMissingField, "missing field 'keys'"};
  const nlohmann::json& keys = frame["keys"];
  if (!keys.is_object()) return Error{code::kBadField, "field 'keys' must be an object"};
  if (auto error = read_string(keys, "p256dh", fields.p256dh, 128)) return error;
  if (auto error = read_string(keys, "auth", fields.auth, 64)) return error;
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_push_unsubscribe(const nlohmann::json& frame, RequestBody& out) {
  PushUnsubscribeFields fields;
  if (auto error = read_string(frame, "endpoint", fields.endpoint, kMaxEndpointChars)) {
    return error;
  }
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_analysis_evaluate(const nlohmann::json& frame, RequestBody& out) {
  AnalysisFields fields;
  std::string game;
  if (auto error = read_string(frame, "game", game, 32)) return error;
  fields.game = rules::find_game(game);
  if (!fields.game) return Error{code::kUnknownGame, "no game '" + game + "'"};
  std::vector<rules::RawOption> raw;
  if (const auto options = frame.find("options"); options != frame.end()) {
    if (auto error = raw_options_from_json(*options, raw)) return error;
  }
  FirstSeat first = FirstSeat::random;  // no room: checked, and of no effect
  if (auto error = take_first_option(raw, first)) return error;
  auto options = rules::resolve_options(fields.game->info().options, raw);
  if (options.error) return options.error;
  fields.options = std::move(options.values);
  if (const auto moves = frame.find("moves"); moves != frame.end()) {
    if (!moves->is_array() || moves->size() > kMaxPracticeMoves) {
      return Error{code::kBadField, "field 'moves': a list of at most " +
                                        std::to_string(kMaxPracticeMoves) + " actions"};
    }
    for (const nlohmann::json& move : *moves) {
      auto read = practice_move_of(move);
      if (!read) return Error{code::kBadField, std::string("field 'moves': ") + kBadMoveForm};
      fields.moves.push_back(std::move(*read));
    }
  }
  if (auto error = read_integer(frame, "think_ms", fields.think_ms, kLeastAnalysisMs,
                                kMostAnalysisMs, false)) {
    return error;
  }
  out = std::move(fields);
  return std::nullopt;
}

constexpr KindDecoder kDecoders[] = {
    {RequestKind::hello, decode_hello},
    {RequestKind::lobby_subscribe, decode_lobby_subscribe},
    {RequestKind::room_create, decode_room_create},
    {RequestKind::seek, decode_seek},
    {RequestKind::turns_list, decode_turns_list},
    {RequestKind::push_subscribe, decode_push_subscribe},
    {RequestKind::push_unsubscribe, decode_push_unsubscribe},
    {RequestKind::analysis_evaluate, decode_analysis_evaluate},
};

}  // namespace

Decoded decode_body(RequestKind kind, const nlohmann::json& frame, RequestBody& out) {
  if (is_room_request(kind)) return decode_room_request(kind, frame, out);
  if (is_account_request(kind)) return decode_account_request(kind, frame, out);
  if (is_tournament_request(kind)) return decode_tournament_request(kind, frame, out);
  return decode_listed(kDecoders, kind, frame, out);
}

}  // namespace rockpool::protocol
