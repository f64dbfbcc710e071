#include "server/room/room_settings_reader.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
#include "protocol/room_facts.hpp"
#include "rules/core/bot_level.hpp"
#include "rules/registry/registry.hpp"
#include "server/room/casual_end_rules.hpp"
#include "server/room/clock_field.hpp"
#include "server/room/move_deadlines.hpp"

namespace rockpool::server {

namespace {

using rules::Error;

// `days_per_move`: absent or null for a live room, else one of kDaysPerMove, without a clock.
std::optional<Error> read_days_per_move(const nlohmann::json& body, RoomSettings& settings) {
  const auto field = body.find("days_per_move");
  if (field == body.end() || field->is_null()) return std::nullopt;
  const std::string allowed = "field 'days_per_move' must be one of 1, 2, 3, 5, 7, 10 or 14";
  if (!field->is_number_integer() || !valid_days_per_move(field->get<std::int64_t>())) {
    return Error{protocol::code::kBadDaysPerMove, allowed};
  }
  if (settings.clock) {
    return Error{protocol::code::kBadDaysPerMove,
                 "a room has either a clock or days per move, not both"};
  }
  settings.days_per_move = field->get<int>();
  return std::nullopt;
}

}  // namespace

std::optional<Error> read_game_and_pace(const nlohmann::json& body, RoomSettings& settings,
                                        bool casual) {
  std::string game_id;
  if (auto error = protocol::read_string(body, "game", game_id, 32)) return error;
  settings.game = rules::find_game(game_id);
  if (!settings.game) return Error{protocol::code::kUnknownGame, "no game '" + game_id + "'"};

  std::vector<rules::RawOption> raw;
  if (auto options = body.find("options"); options != body.end() && !options->is_null()) {
    if (auto error = protocol::raw_options_from_json(*options, raw)) return error;
  }
  if (auto error = protocol::take_first_option(raw, settings.first)) return error;
  auto resolved = rules::resolve_options(settings.game->info().options, raw);
  if (resolved.error) return resolved.error;
  settings.options = std::move(resolved.values);
  if (casual) apply_casual_end_rules(*settings.game, raw, settings.options);
  if (auto error = read_clock_field(body, settings.clock)) return error;
  return read_days_per_move(body, settings);
}

namespace {

// The field `first`, absent or null: the options' `first`, or a coin flip. The options may name it
// too (GET /api/games lists it there): then both must agree.
std::optional<Error> read_first_field(const nlohmann::json& body, RoomSettings& settings) {
  const auto field = body.find("first");
  if (field == body.end() || field->is_null()) return std::nullopt;
  std::string word;
  if (auto error = protocol::read_string(body, "first", word, 16)) return error;
  const auto seat = protocol::first_seat_of(word);
  if (!seat) return Error{protocol::code::kBadField, "field 'first' must be random, host or guest"};
  const auto options = body.find("options");
  if (options != body.end() && options->is_object() && options->contains("first") &&
      *seat != settings.first) {
    return Error{protocol::code::kBadField,
                 "field 'first' and option 'first' say different things"};
  }
  settings.first = *seat;
  return std::nullopt;
}

}  // namespace

std::optional<rules::Error> read_room_settings(const nlohmann::json& body, RoomSettings& settings) {
  std::string opponent = "human";
  if (auto error = protocol::read_string(body, "opponent", opponent, 16, false)) return error;
  if (opponent != "human" && opponent != "bot") {
    return Error{protocol::code::kBadField, "field 'opponent' must be human or bot"};
  }
  if (auto error = read_game_and_pace(body, settings, opponent == "bot")) return error;
  if (auto error = protocol::read_boolean(body, "public", settings.is_public, false)) return error;
  if (auto error = read_first_field(body, settings)) return error;
  std::int64_t bot_level = rules::kDefaultBotLevel;
  if (auto error =
          protocol::read_integer(body, "bot_level", bot_level, 1, rules::kBotLevels, false)) {
    return error;
  }
  settings.bot_level = opponent == "bot" ? static_cast<int>(bot_level) : 0;
  if (auto error = protocol::read_boolean(body, "rated", settings.rated, false)) return error;
  if (settings.rated && settings.bot_level > 0) {
    return Error{protocol::code::kBadField, "field 'rated': matches against a bot are not rated"};
  }
  return std::nullopt;
}

}  // namespace rockpool::server
