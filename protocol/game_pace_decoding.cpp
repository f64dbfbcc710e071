#include "protocol/game_pace_decoding.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
#include "protocol/json_fields.hpp"
#include "protocol/pace_limits.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::protocol {

namespace {

using rules::Error;

// `days_per_move`: absent or null for a live room, else one of kDaysPerMove, without a clock.
std::optional<Error> read_days_per_move(const nlohmann::json& body, GameAndPace& out) {
  const auto field = body.find("days_per_move");
  if (field == body.end() || field->is_null()) return std::nullopt;
  const std::string allowed = "field 'days_per_move' must be one of 1, 2, 3, 5, 7, 10 or 14";
  if (!field->is_number_integer() || !valid_days_per_move(field->get<std::int64_t>())) {
    return Error{code::kBadDaysPerMove, allowed};
  }
  if (out.clock) {
    return Error{code::kBadDaysPerMove, "a room has either a clock or days per move, not both"};
  }
  out.days_per_move = field->get<int>();
  return std::nullopt;
}

}  // namespace

std::optional<Error> read_clock_field(const nlohmann::json& body,
                                      std::optional<ClockSettings>& clock) {
  clock.reset();
  const auto field = body.find("clock");
  if (field == body.end() || field->is_null()) return std::nullopt;
  if (!field->is_object()) return Error{code::kBadField, "field 'clock' must be an object or null"};
  std::int64_t initial = 0, increment = 0;
  if (auto error =
          read_integer(*field, "initial_s", initial, kClockInitialMinS, kClockInitialMaxS)) {
    return error;
  }
  if (auto error = read_integer(*field, "increment_s", increment, 0, kClockIncrementMaxS, false)) {
    return error;
  }
  clock = ClockSettings{initial * 1000, increment * 1000};
  return std::nullopt;
}

std::optional<Error> read_game_and_pace(const nlohmann::json& body, GameAndPace& out) {
  std::string game_id;
  if (auto error = read_string(body, "game", game_id, 32)) return error;
  out.game = rules::find_game(game_id);
  if (!out.game) return Error{code::kUnknownGame, "no game '" + game_id + "'"};

  if (auto options = body.find("options"); options != body.end() && !options->is_null()) {
    if (auto error = raw_options_from_json(*options, out.raw_options)) return error;
  }
  if (auto error = take_first_option(out.raw_options, out.first)) return error;
  auto resolved = rules::resolve_options(out.game->info().options, out.raw_options);
  if (resolved.error) return resolved.error;
  out.options = std::move(resolved.values);
  if (auto error = read_clock_field(body, out.clock)) return error;
  return read_days_per_move(body, out);
}

std::optional<Error> read_first_field(const nlohmann::json& body, FirstSeat& first) {
  if (!has_field(body, "first")) return std::nullopt;
  std::string word;
  if (auto error = read_string(body, "first", word, 16)) return error;
  const auto seat = first_seat_of(word);
  if (!seat) return Error{code::kBadField, "field 'first' must be random, host or guest"};
  const auto options = body.find("options");
  if (options != body.end() && options->is_object() && options->contains("first") &&
      *seat != first) {
    return Error{code::kBadField, "field 'first' and option 'first' say different things"};
  }
  first = *seat;
  return std::nullopt;
}

}  // namespace rockpool::protocol
