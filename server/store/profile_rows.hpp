#pragma once
// The rows profiles and leaderboards read, as both stores read them. `Row` is one row of a
// query's result: text(i), integer(i), real(i), flag(i) and is_null(i) read its column i
// (SqliteRow over a stepped statement, cluster::PgRow over a row of a PostgreSQL result).

#include <utility>

#include "server/store/account_records.hpp"

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
  return {{row.text(0), row.text(1), row.text(2), row.real(3), row.real(4), row.real(5),
           static_cast<int>(row.integer(6)), row.integer(7), row.text(8)},
          row.text(9)};
}

}  // namespace rockpool::server
