#include "server/room/room_settings_reader.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
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

}  // namespace rockpool::server
