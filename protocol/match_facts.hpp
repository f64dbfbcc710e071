#pragma once
// The server's members of a match view (all but the board, the moves and the legal actions) as
// plain values, and the one table of them: each member's name, whether it changed between two
// versions, and how it is written. Snapshots write the members in the table's order; patches
// replace the ones that changed.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "protocol/match_result.hpp"
#include "rules/core/action.hpp"
#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

// A move as views list it.
struct MatchMove {
  rules::Seat seat = 0;
  std::string notation;
  std::string targets;  // JSON array of the squares it touched, for highlighting the last move
  bool secret = false;  // made in a secret phase and not yet revealed to the other audiences
  std::int64_t at_ms = 0;
};

// Who holds a seat, as views name them.
struct PlayerCard {
  std::string name;
  std::string public_id;
  bool bot = false;
};

// A seat's rating before and after a rated match, in whole points.
struct RatingChange {
  int before = 0;
  int after = 0;
  bool provisional = false;  // the new rating's deviation is still high
  bool operator==(const RatingChange&) const = default;
};

// A chess clock as of its last change (a running clock counts down on the client).
struct ClockFacts {
  std::int64_t initial_ms = 0;
  std::int64_t increment_ms = 0;
  std::array<std::int64_t, 2> remaining_ms{};
  rules::SeatSet running;
  bool operator==(const ClockFacts&) const = default;
};

struct MatchFacts {
  std::array<bool, 2> connected{true, true};
  std::array<std::int64_t, 2> grace_until_ms{};  // while a seat is disconnected
  MatchResult result;
  rules::SeatSet to_move;
  bool decide = false;  // whether the view's audience is among to_move
  std::optional<ClockFacts> clock;
  rules::Seat draw_offer = -1;
  std::array<bool, 2> rematch{};
  rules::Seat may_claim = -1;
  int ply = 0;
  int last = -1;  // the last move, if the view's audience may see it
  // When the match is called off unless the seat to move makes its first decision (ms since the
  // epoch), or 0.
  std::int64_t abort_at_ms = 0;
  // Correspondence: each seat's deadline for its decision (ms since the epoch; 0 for a seat that
  // owes none); nothing for a match played otherwise.
  std::optional<std::array<std::int64_t, 2>> deadline_ms;
  // Each seat's rating change, once a rated match has been rated.
  std::array<std::optional<RatingChange>, 2> rating;
};

struct FactColumn {
  const char* name;
  bool (*changed)(const MatchFacts& was, const MatchFacts& now);
  void (*write)(const MatchFacts& facts, std::span<const MatchMove> moves, rules::JsonText& out);
};

extern const std::array<FactColumn, 11> kFactColumns;

// {"name":..,"id":..,"bot":..,"connected":..[,"grace_until_ms":..][,"rating":{..}]}
void write_player(const PlayerCard& card, const MatchFacts& facts, rules::Seat seat,
                  rules::JsonText& json);
// Whether the "players" entry of `seat` changed.
bool player_changed(const MatchFacts& was, const MatchFacts& now, rules::Seat seat);

}  // namespace rockpool::protocol
