#include "server/http/practice.hpp"

#include <optional>
#include <vector>

#include "protocol/error_codes.hpp"
#include "protocol/practice_request.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/registry/registry.hpp"
#include "server/room/match.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

PracticeAnswer failure(int status, const std::string& code, const std::string& message,
                       std::optional<std::size_t> move = std::nullopt) {
  return {status, protocol::practice_error_body({{code, message}, move})};
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
  auto decoded = protocol::decode_practice(*game, text);
  if (const auto* refusal = std::get_if<protocol::PracticeRefusal>(&decoded)) {
    return {400, protocol::practice_error_body(*refusal)};
  }
  auto& request = std::get<protocol::PracticeRequest>(decoded);

  // Nobody plays: the seats have no names (a board then shows the seats' own).
  std::array<Participant, 2> players{Participant{nullptr, "", "", false},
                                     Participant{nullptr, "", "", false}};
  const auto now = ServerClock::now();
  Match match("practice.1", "practice", *game, request.options, std::move(players), std::nullopt,
              now);
  for (std::size_t index = 0; index < request.moves.size(); ++index) {
    const auto& move = request.moves[index];
    if (!move) return failure(400, protocol::code::kBadField, protocol::kBadMoveForm, index);
    std::optional<rules::Seat> seat = move->seat;
    if (!seat) {
      seat = only_decider(match);
      if (!seat && !match.over()) {
        return failure(400, protocol::code::kBadField,
                       "both seats decide now: give the move as {\"seat\", \"action\"}", index);
      }
    }
    if (match.over())
      return failure(400, rules::error_code::kMatchOver, "the match is over", index);
    if (auto error = match.play(*seat, move->notation, now)) {
      return failure(400, error->code, error->message, index);
    }
  }

  // The view of the seat asked for; else of the seat that decides now (the first of two); else,
  // once the match is over, as spectators see it.
  int viewer = rules::kSpectator;
  if (request.seat) {
    viewer = *request.seat;
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
