// What profiles and leaderboards read of either store: a player's results and recent matches
// (found through the seats that hold its session) and the best ratings of a game.

#include "server/store/profile_rows.hpp"
#include "server/store/sql_accounts.hpp"

namespace rockpool::server {

namespace {

// A seat is the account's when it holds the account's session token; its public id (indexed)
// finds the few candidate rows first. ?1: the public id, ?2: the session token.
#define ROCKPOOL_SIDES(COLUMNS0, COLUMNS1, WHERE)                                        \
  "SELECT " COLUMNS0 " FROM matches WHERE seat0_id = ?1 AND seat0_token = ?2 AND " WHERE \
  " UNION ALL SELECT " COLUMNS1                                                          \
  " FROM matches WHERE seat1_id = ?1 AND seat1_token = ?2 AND " WHERE

constexpr const char* kTallies =
    "SELECT game, SUM(CASE WHEN state = 'won' AND winner = seat THEN 1 ELSE 0 END), "
    "SUM(CASE WHEN state = 'won' AND winner <> seat THEN 1 ELSE 0 END), "
    "SUM(CASE WHEN state = 'drawn' THEN 1 ELSE 0 END) FROM (" ROCKPOOL_SIDES(
        "game, state, winner, 0 AS seat", "game, state, winner, 1",
        "ended_ms IS NOT NULL AND state <> 'aborted'") ") sides GROUP BY game ORDER BY game";

// is_public is a boolean in PostgreSQL, 0 or 1 in SQLite: true either way when it holds.
constexpr const char* kRecentMatches =
    "SELECT s.id, s.game, s.clock_initial_ms, s.seat, s.state, s.winner, s.reason, s.ended_ms, "
    "s.opponent_name, s.opponent_bot, a.username, EXISTS (SELECT 1 FROM rating_history h WHERE "
    "h.account_id = ?3 AND h.game = s.game AND h.match_id = s.id) FROM (" ROCKPOOL_SIDES(
        "id, game, clock_initial_ms, 0 AS seat, state, winner, reason, ended_ms, seat1_name AS "
        "opponent_name, seat1_bot AS opponent_bot, seat1_token AS opponent_token",
        "id, game, clock_initial_ms, 1, state, winner, reason, ended_ms, seat0_name, seat0_bot, "
        "seat0_token",
        "ended_ms IS NOT NULL AND is_public")
    ") s LEFT JOIN accounts a ON a.session_token = s.opponent_token "
    "ORDER BY s.ended_ms DESC, s.id LIMIT ?4";
#undef ROCKPOOL_SIDES

constexpr const char* kTopRatings =
    "SELECT r.account_id, r.game, r.pace, r.rating, r.deviation, r.volatility, r.games, "
    "r.rated_ms, r.match_id, a.username FROM ratings r JOIN accounts a ON a.id = r.account_id "
    "WHERE r.game = ?1 AND r.pace = ?2 AND r.deviation < ?3 AND r.rated_ms >= ?4 "
    "ORDER BY r.rating DESC, a.username_key LIMIT ?5";

}  // namespace

std::vector<GameTally> SqlAccounts::tallies(const AccountRecord& account) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, kTallies, SqlParams().text(account.public_id).text(account.session_token),
                   read_tally<SqlRow>);
}

std::vector<PlayedMatch> SqlAccounts::recent_matches(const AccountRecord& account, int limit) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, kRecentMatches,
                   SqlParams()
                       .text(account.public_id)
                       .text(account.session_token)
                       .text(account.id)
                       .integer(limit),
                   read_played_match<SqlRow>);
}

std::vector<BoardRating> SqlAccounts::top_ratings(const std::string& game, const std::string& pace,
                                                  double deviation_below,
                                                  std::int64_t rated_since_ms, int limit) {
  std::lock_guard lock(mutex_);
  return rows_read(*db_, kTopRatings,
                   SqlParams()
                       .text(game)
                       .text(pace)
                       .real(deviation_below)
                       .integer(rated_since_ms)
                       .integer(limit),
                   read_board_rating<SqlRow>);
}

}  // namespace rockpool::server
