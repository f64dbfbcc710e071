// What profiles and leaderboards read of the PostgreSQL store: a player's results and recent
// matches (found through the seats that hold its session) and the best ratings of a game.

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_row.hpp"
#include "server/cluster/postgres_accounts.hpp"
#include "server/store/profile_rows.hpp"

namespace rockpool::server::cluster {

namespace {

// A seat is the account's when it holds the account's session token; its public id (indexed)
// finds the few candidate rows first. $1: the public id, $2: the session token.
#define ROCKPOOL_SIDES(COLUMNS0, COLUMNS1, WHERE)                                        \
  "SELECT " COLUMNS0 " FROM matches WHERE seat0_id = $1 AND seat0_token = $2 AND " WHERE \
  " UNION ALL SELECT " COLUMNS1                                                          \
  " FROM matches WHERE seat1_id = $1 AND seat1_token = $2 AND " WHERE

constexpr const char* kTallies =
    "SELECT game, SUM(CASE WHEN state = 'won' AND winner = seat THEN 1 ELSE 0 END), "
    "SUM(CASE WHEN state = 'won' AND winner <> seat THEN 1 ELSE 0 END), "
    "SUM(CASE WHEN state = 'drawn' THEN 1 ELSE 0 END) FROM (" ROCKPOOL_SIDES(
        "game, state, winner, 0 AS seat", "game, state, winner, 1",
        "ended_ms IS NOT NULL AND state <> 'aborted'") ") sides GROUP BY game ORDER BY game";

constexpr const char* kRecentMatches =
    "SELECT s.id, s.game, s.clock_initial_ms, s.seat, s.state, s.winner, s.reason, s.ended_ms, "
    "s.opponent_name, s.opponent_bot, a.username, EXISTS (SELECT 1 FROM rating_history h WHERE "
    "h.account_id = $3 AND h.game = s.game AND h.match_id = s.id) FROM (" ROCKPOOL_SIDES(
        "id, game, clock_initial_ms, 0 AS seat, state, winner, reason, ended_ms, seat1_name AS "
        "opponent_name, seat1_bot AS opponent_bot, seat1_token AS opponent_token",
        "id, game, clock_initial_ms, 1, state, winner, reason, ended_ms, seat0_name, seat0_bot, "
        "seat0_token",
        "ended_ms IS NOT NULL AND is_public") ") s LEFT JOIN accounts a ON a.session_token = "
                                              "s.opponent_token ORDER BY s.ended_ms DESC, s.id "
                                              "LIMIT $4";
#undef ROCKPOOL_SIDES

constexpr const char* kTopRatings =
    "SELECT r.account_id, r.game, r.pace, r.rating, r.deviation, r.volatility, r.games, "
    "r.rated_ms, r.match_id, a.username FROM ratings r JOIN accounts a ON a.id = r.account_id "
    "WHERE r.game = $1 AND r.pace = $2 AND r.deviation < $3 AND r.rated_ms >= $4 "
    "ORDER BY r.rating DESC, a.username_key LIMIT $5";

}  // namespace

std::vector<GameTally> PostgresAccounts::tallies(const AccountRecord& account) {
  std::lock_guard lock(mutex_);
  const PgResult rows =
      db().query(kTallies, PgParams().text(account.public_id).text(account.session_token));
  std::vector<GameTally> out;
  out.reserve(static_cast<std::size_t>(rows.rows()));
  for (int row = 0; row < rows.rows(); ++row)
    out.push_back(read_tally(PgRow(rows, row)));
  return out;
}

std::vector<PlayedMatch> PostgresAccounts::recent_matches(const AccountRecord& account, int limit) {
  std::lock_guard lock(mutex_);
  const PgResult rows = db().query(kRecentMatches, PgParams()
                                                       .text(account.public_id)
                                                       .text(account.session_token)
                                                       .text(account.id)
                                                       .integer(limit));
  std::vector<PlayedMatch> out;
  out.reserve(static_cast<std::size_t>(rows.rows()));
  for (int row = 0; row < rows.rows(); ++row)
    out.push_back(read_played_match(PgRow(rows, row)));
  return out;
}

std::vector<BoardRating> PostgresAccounts::top_ratings(const std::string& game,
                                                       const std::string& pace,
                                                       double deviation_below,
                                                       std::int64_t rated_since_ms, int limit) {
  std::lock_guard lock(mutex_);
  const PgResult rows = db().query(kTopRatings, PgParams()
                                                    .text(game)
                                                    .text(pace)
                                                    .text(pg_real(deviation_below))
                                                    .integer(rated_since_ms)
                                                    .integer(limit));
  std::vector<BoardRating> out;
  out.reserve(static_cast<std::size_t>(rows.rows()));
  for (int row = 0; row < rows.rows(); ++row)
    out.push_back(read_board_rating(PgRow(rows, row)));
  return out;
}

}  // namespace rockpool::server::cluster
