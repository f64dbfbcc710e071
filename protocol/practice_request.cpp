#include "protocol/practice_request.hpp"

#include <nlohmann/json.hpp>

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/game_json.hpp"
#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

namespace {

using DecodedPractice = std::variant<PracticeRequest, PracticeRefusal>;

PracticeRefusal refused(const std::string& code, const std::string& message,
                        std::optional<std::size_t> move = std::nullopt) {
  return {{code, message}, move};
}

bool is_seat(const nlohmann::json& value) {
  return value.is_number_integer() && (value == 0 || value == 1);
}

}  // namespace

std::optional<PracticeMove> practice_move_of(const nlohmann::json& move) {
  if (move.is_string()) return PracticeMove{std::nullopt, move.get<std::string>()};
  if (move.is_object() && move.contains("seat") && is_seat(move["seat"]) &&
      move.contains("action") && move["action"].is_string()) {
    return PracticeMove{move["seat"].get<int>(), move["action"].get<std::string>()};
  }
  return std::nullopt;
}

DecodedPractice decode_practice(const rules::Game& game, std::string_view text) {
  const nlohmann::json body = nlohmann::json::parse(text, nullptr, false);
  if (body.is_discarded()) return refused(code::kInvalidJson, "the body is not JSON");
  if (!body.is_object()) return refused(code::kNotAnObject, "the body is a JSON object");

  std::vector<rules::RawOption> raw;
  if (const auto options = body.find("options"); options != body.end()) {
    if (auto error = raw_options_from_json(*options, raw)) return PracticeRefusal{*error, {}};
  }
  // Who takes seat 0 is the room's choice: a practice position has no room, so it is checked
  // and has no effect.
  FirstSeat first = FirstSeat::random;
  if (auto error = take_first_option(raw, first)) return PracticeRefusal{*error, {}};
  auto options = rules::resolve_options(game.info().options, raw);
  if (options.error) return PracticeRefusal{*options.error, {}};

  PracticeRequest request;
  request.options = std::move(options.values);
  const auto moves = body.find("moves");
  if (moves != body.end()) {
    if (!moves->is_array()) return refused(code::kBadField, "moves: a list of actions");
    if (moves->size() > kMaxPracticeMoves) {
      return refused(code::kBadField,
                     "moves: at most " + std::to_string(kMaxPracticeMoves) + " actions");
    }
  }
  if (const auto seat = body.find("seat"); seat != body.end() && !seat->is_null()) {
    if (!is_seat(*seat)) return refused(code::kBadField, "seat: 0 or 1");
    request.seat = seat->get<int>();
  }
  if (moves != body.end()) {
    for (const nlohmann::json& move : *moves)
      request.moves.push_back(practice_move_of(move));
  }
  return request;
}

std::string practice_error_body(const PracticeRefusal& refusal) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("error");
  write_error_object(json, refusal.error.code, refusal.error.message);
  if (refusal.move) json.key("move").number(static_cast<std::int64_t>(*refusal.move));
  json.end_object();
  return out;
}

}  // namespace rockpool::protocol
