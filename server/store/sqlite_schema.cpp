#include "server/store/sqlite_schema.hpp"

#include <stdexcept>
#include <string>

namespace rockpool::server {

const char* const kSqliteAccountSchema = R"sql(
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY, username TEXT NOT NULL, username_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL, session_token TEXT NOT NULL UNIQUE, public_id TEXT NOT NULL,
  created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS recovery_codes (
  account_id TEXT NOT NULL, digest TEXT NOT NULL, spent_ms INTEGER,
  PRIMARY KEY (account_id, digest)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS account_logins (
  token TEXT PRIMARY KEY, account_id TEXT NOT NULL, address TEXT NOT NULL,
  created_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL, revoked_ms INTEGER);
CREATE INDEX IF NOT EXISTS account_logins_account ON account_logins (account_id);
CREATE TABLE IF NOT EXISTS ratings (
  account_id TEXT NOT NULL, game TEXT NOT NULL, pace TEXT NOT NULL, rating REAL NOT NULL,
  deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL,
  rated_ms INTEGER NOT NULL, match_id TEXT NOT NULL,
  PRIMARY KEY (account_id, game, pace)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rating_history (
  account_id TEXT NOT NULL, game TEXT NOT NULL, pace TEXT NOT NULL, match_id TEXT NOT NULL,
  rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL,
  rated_ms INTEGER NOT NULL, PRIMARY KEY (account_id, game, pace, match_id)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, pace, rating);
)sql";

const char* const kSqlitePushSchema = R"sql(
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL, public_id TEXT NOT NULL,
  account_id TEXT NOT NULL, created_ms INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS push_subscriptions_session ON push_subscriptions (public_id);
CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
)sql";

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, public_id TEXT NOT NULL, name TEXT NOT NULL, seen_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY, code TEXT NOT NULL, is_public INTEGER NOT NULL, game TEXT NOT NULL,
  options TEXT NOT NULL, clock_initial_ms INTEGER NOT NULL, clock_increment_ms INTEGER NOT NULL,
  first TEXT NOT NULL, bot INTEGER NOT NULL, host_token TEXT NOT NULL, guest_token TEXT,
  created_ms INTEGER NOT NULL, closed_ms INTEGER, rated INTEGER NOT NULL DEFAULT 0,
  days_per_move INTEGER NOT NULL DEFAULT 0, tournament_id TEXT NOT NULL DEFAULT '',
  tournament_game INTEGER NOT NULL DEFAULT -1, quick INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS rooms_open ON rooms (closed_ms);
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY, room_id TEXT NOT NULL, number INTEGER NOT NULL, host_seat INTEGER NOT NULL,
  game TEXT NOT NULL, options TEXT NOT NULL,
  seat0_token TEXT NOT NULL, seat0_id TEXT NOT NULL, seat0_name TEXT NOT NULL, seat0_bot INTEGER NOT NULL,
  seat1_token TEXT NOT NULL, seat1_id TEXT NOT NULL, seat1_name TEXT NOT NULL, seat1_bot INTEGER NOT NULL,
  clock_initial_ms INTEGER NOT NULL, clock_increment_ms INTEGER NOT NULL, started_ms INTEGER NOT NULL,
  ended_ms INTEGER, state TEXT NOT NULL DEFAULT 'playing', winner INTEGER, reason TEXT, plies INTEGER,
  version_ceiling INTEGER NOT NULL DEFAULT 0, is_public INTEGER NOT NULL DEFAULT 1,
  draw_offer INTEGER NOT NULL DEFAULT -1, draw_offer_ply INTEGER NOT NULL DEFAULT 0,
  rematch INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS matches_room ON matches (room_id, number);
CREATE INDEX IF NOT EXISTS matches_ended ON matches (ended_ms);
CREATE INDEX IF NOT EXISTS matches_seat0 ON matches (seat0_id, ended_ms);
CREATE INDEX IF NOT EXISTS matches_seat1 ON matches (seat1_id, ended_ms);
CREATE TABLE IF NOT EXISTS action_log (
  seq INTEGER PRIMARY KEY, match_id TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL,
  notation TEXT NOT NULL, at_ms INTEGER NOT NULL, request_id TEXT,
  position_version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS actions (
  match_id TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL, notation TEXT NOT NULL,
  at_ms INTEGER NOT NULL, request_id TEXT, PRIMARY KEY (match_id, ply)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS match_moves (
  match_id TEXT PRIMARY KEY, moves TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
  room_id TEXT NOT NULL, match_id TEXT NOT NULL, at_ms INTEGER NOT NULL, session_id TEXT NOT NULL,
  name TEXT NOT NULL, seat INTEGER NOT NULL, text TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS chat_match ON chat (match_id);
CREATE TABLE IF NOT EXISTS tournaments (
  id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, is_public INTEGER NOT NULL,
  finished INTEGER NOT NULL, host_token TEXT NOT NULL, created_ms INTEGER NOT NULL,
  state TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS match_reviews (
  match_id TEXT PRIMARY KEY, body TEXT NOT NULL, reviewed_ms INTEGER NOT NULL) WITHOUT ROWID;
)sql";

// The schema's version (PRAGMA user_version): 1 had no version ceilings and did not mark private
// matches, 2 had no accounts, 3 had no rated rooms, 4 did not keep the request id of each action,
// 5 had no correspondence rooms, 6 no Web Push subscriptions, 7 no tournaments, 8 archived an
// ended match's moves a row each in `actions` (still read for the matches it holds), 9 did not
// keep the version at which each live action's position was first shown, a match's offers nor a
// tournament's version, 10 did not mark the rooms quick pairing opened; each step below brings an
// older file up to date (tables new in a step are made by kSchema after the steps).
constexpr int kSchemaVersion = 11;
const char* const kMigrations[] = {
    "",
    "ALTER TABLE matches ADD COLUMN version_ceiling INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE matches ADD COLUMN is_public INTEGER NOT NULL DEFAULT 1;"
    "UPDATE matches SET is_public = (SELECT r.is_public FROM rooms r WHERE r.id = matches.room_id)"
    " WHERE room_id IN (SELECT id FROM rooms)",
    kSqliteAccountSchema,
    "ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE action_log ADD COLUMN request_id TEXT;"
    "ALTER TABLE actions ADD COLUMN request_id TEXT",
    "ALTER TABLE rooms ADD COLUMN days_per_move INTEGER NOT NULL DEFAULT 0",
    kSqlitePushSchema,
    "ALTER TABLE rooms ADD COLUMN tournament_id TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE rooms ADD COLUMN tournament_game INTEGER NOT NULL DEFAULT -1",
    "",
    "ALTER TABLE action_log ADD COLUMN position_version INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE matches ADD COLUMN draw_offer INTEGER NOT NULL DEFAULT -1;"
    "ALTER TABLE matches ADD COLUMN draw_offer_ply INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE matches ADD COLUMN rematch INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE rooms ADD COLUMN quick INTEGER NOT NULL DEFAULT 0",
};

// A column added to a table that an older file may not have had at all (kSchema makes it whole
// then): added only where the table is there without it.
void add_column_if_missing(Database& db, std::string_view table, std::string_view column,
                           std::string_view definition) {
  auto columns = db.prepare("SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2");
  columns.bind(1, table).bind(2, column);
  columns.step();
  const bool missing = columns.integer(0) == 0;
  columns.reset();
  if (missing) {
    db.exec(std::string("ALTER TABLE ") + std::string(table) + " ADD COLUMN " +
            std::string(column) + " " + std::string(definition));
  }
}

}  // namespace

void migrate(Database& db) {
  auto version = db.prepare("PRAGMA user_version");
  version.step();
  int current = static_cast<int>(version.integer(0));
  version.reset();
  auto tables = db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'matches'");
  tables.step();
  const bool fresh = tables.integer(0) == 0;
  tables.reset();
  if (fresh) {
    db.exec(kSchema);
    db.exec(kSqliteAccountSchema);
    db.exec(kSqlitePushSchema);
  } else {
    if (current == 0) current = 1;  // files from before the schema had a version
    if (current > kSchemaVersion) {
      throw std::runtime_error("the database was written by a newer rockpool (schema " +
                               std::to_string(current) + ")");
    }
    db.exec("BEGIN");
    for (int step = current; step < kSchemaVersion; ++step)
      db.exec(kMigrations[step]);
    db.exec(kSchema);  // indexes and tables added since
    db.exec(kSqliteAccountSchema);
    db.exec(kSqlitePushSchema);
    add_column_if_missing(db, "tournaments", "version", "INTEGER NOT NULL DEFAULT 0");
    db.exec("COMMIT");
  }
  db.exec("PRAGMA user_version = " + std::to_string(kSchemaVersion));
}

}  // namespace rockpool::server
