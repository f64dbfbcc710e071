#include "server/http/practice.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/room/match.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

PracticeAnswer failure(int status, const std::string& code, const std::string& message,
                       std::optional<std::size_t> move = std::nullopt) {
  nlohmann::json body = {{"error", {{"code", code}, {"message", message}}}};
  if (move) body["move"] = *move;
  return {status, body.dump()};
}

// The seat that plays a move written as plain notation: the one seat that decides now.
std::optional<rules::Seat> only_decider(const Match& match) {
  const rules::SeatSet deciders = match.deciders();
  std::optional<rules::Seat> only;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (!deciders.contains(seat)) continue;
    if (only) return std::nullopt;
    only = seat;
  }
  return only;
}

}  // namespace

PracticeAnswer answer_practice(std::string_view game_id, std::string_view text) {
  const rules::Game* game = rules::find_game(game_id);
  if (!game) return failure(404, rules::error_code::kUnknownGame, "no such game");
  const nlohmann::json body = nlohmann::json::parse(text, nullptr, false);
  if (body.is_discarded())
    return failure(400, protocol::code::kInvalidJson, "the body is not JSON");
  if (!body.is_object())
    return failure(400, protocol::code::kNotAnObject, "the body is a JSON object");

  std::vector<rules::RawOption> raw;
  if (const auto options = body.find("options"); options != body.end()) {
    if (auto error = protocol::raw_options_from_json(*options, raw))
      return failure(400, error->code, error->message);
  }
  // Who takes seat 0 is the room's choice: a practice position has no room, so it is checked
  // and has no effect.
  protocol::FirstSeat first = protocol::FirstSeat::random;
  if (auto error = protocol::take_first_option(raw, first))
    return failure(400, error->code, error->message);
  auto options = rules::resolve_options(game->info().options, raw);
  if (options.error) return failure(400, options.error->code, options.error->message);

  const nlohmann::json none = nlohmann::json::array();
  const auto moves_field = body.find("moves");
  const nlohmann::json& moves = moves_field == body.end() ? none : *moves_field;
  if (!moves.is_array()) return failure(400, protocol::code::kBadField, "moves: a list of actions");
  if (moves.size() > kMaxPracticeMoves) {
    return failure(400, protocol::code::kBadField,
                   "moves: at most " + std::to_string(kMaxPracticeMoves) + " actions");
  }
  std::optional<int> wanted_seat;
  if (const auto seat = body.find("seat"); seat != body.end() && !seat->is_null()) {
    if (!seat->is_number_integer() || (*seat != 0 && *seat != 1))
      return failure(400, protocol::code::kBadField, "seat: 0 or 1");
    wanted_seat = seat->get<int>();
  }

  // Nobody plays: the seats have no names (a board then shows the seats' own).
  std::array<Participant, 2> players{Participant{nullptr, "", "", false},
                                     Participant{nullptr, "", "", false}};
  const auto now = ServerClock::now();
  Match match("practice.1", "practice", *game, options.values, std::move(players), std::nullopt,
              now);
  for (std::size_t index = 0; index < moves.size(); ++index) {
    const nlohmann::json& move = moves[index];
    std::optional<rules::Seat> seat;
    std::string notation;
    if (move.is_string()) {
      notation = move.get<std::string>();
      seat = only_decider(match);
      if (!seat && !match.over()) {
        return failure(400, protocol::code::kBadField,
                       "both seats decide now: give the move as {\"seat\", \"action\"}", index);
      }
    } else if (move.is_object() && move.contains("seat") && move["seat"].is_number_integer() &&
               (move["seat"] == 0 || move["seat"] == 1) && move.contains("action") &&
               move["action"].is_string()) {
      seat = move["seat"].get<int>();
      notation = move["action"].get<std::string>();
    } else {
      return failure(400, protocol::code::kBadField,
                     "a move is its notation or {\"seat\": 0 or 1, \"action\": notation}", index);
    }
    if (match.over())
      return failure(400, rules::error_code::kMatchOver, "the match is over", index);
    if (auto error = match.play(*seat, notation, now)) {
      return failure(400, error->code, error->message, index);
    }
  }

  // The view of the seat asked for; else of the seat that decides now (the first of two); else,
  // once the match is over, as spectators see it.
  int viewer = rules::kSpectator;
  if (wanted_seat) {
    viewer = *wanted_seat;
  } else {
    for (rules::Seat seat = 0; seat < 2; ++seat) {
      if (match.deciders().contains(seat)) {
        viewer = seat;
        break;
      }
    }
  }
  match.view().begin_update();
  std::string out = protocol::seat_view_body(
      viewer == rules::kSpectator ? std::nullopt : std::optional<int>(viewer),
      match.view().view_json(viewer));
  match.view().end_update();
  return {200, std::move(out)};
}

}  // namespace rockpool::server
