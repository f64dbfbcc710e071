#pragma once
// The rows profiles and leaderboards read, as both stores read them. `Row` is one row of a
// query's result (an SqlRow: text(i), integer(i), real(i), flag(i) and is_null(i) read its
// column i).

#include "server/store/account_records.hpp"
#include "server/store/account_rows.hpp"

namespace rockpool::server {

// game, wins, losses, draws.
template <typename Row>
GameTally read_tally(const Row& row) {
  return {row.text(0), static_cast<int>(row.integer(1)), static_cast<int>(row.integer(2)),
          static_cast<int>(row.integer(3))};
}

// id, game, clock_initial_ms, seat, state, winner, reason, ended_ms, opponent_name, opponent_bot,
// opponent_username, rated.
template <typename Row>
PlayedMatch read_played_match(const Row& row) {
  PlayedMatch match;
  match.match_id = row.text(0);
  match.game = row.text(1);
  match.timed = row.integer(2) >= 0;
  match.seat = static_cast<int>(row.integer(3));
  match.state = row.text(4);
  match.winner = row.is_null(5) ? -1 : static_cast<int>(row.integer(5));
  match.reason = row.text(6);
  match.ended_ms = row.integer(7);
  match.opponent_name = row.text(8);
  match.opponent_bot = row.flag(9);
  match.opponent_username = row.text(10);
  match.rated = row.flag(11);
  return match;
}

// account_id, game, pace, rating, deviation, volatility, games, rated_ms, match_id, username.
template <typename Row>
BoardRating read_board_rating(const Row& row) {
  return {read_rating(row), row.text(9)};
}

}  // namespace rockpool::server
