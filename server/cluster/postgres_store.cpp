#include "server/cluster/postgres_store.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/postgres_accounts.hpp"

namespace rockpool::server::cluster {

namespace {

// 2 added the accounts' tables (created if missing, as every table is).
constexpr int kSchemaVersion = 2;
// The advisory lock the one node of a database holds on its writer connection: the store runs
// one node per database until rooms have owners of their own (deploy/cluster/DESIGN.md).
constexpr std::int64_t kNodeLock = 0x726f636b6e6f6465;
// Any number that names "the schema is being changed" among the advisory locks of a database.
constexpr std::int64_t kSchemaLock = 0x726f636b706f6f6c;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS rockpool_schema (version integer NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  token text PRIMARY KEY, public_id text NOT NULL, name text NOT NULL, seen_ms bigint NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
  id text PRIMARY KEY, code text NOT NULL, is_public boolean NOT NULL, game text NOT NULL,
  options text NOT NULL, clock_initial_ms bigint NOT NULL, clock_increment_ms bigint NOT NULL,
  first text NOT NULL, bot integer NOT NULL, host_token text NOT NULL, guest_token text,
  created_ms bigint NOT NULL, closed_ms bigint);
CREATE INDEX IF NOT EXISTS rooms_open ON rooms (id) WHERE closed_ms IS NULL;
CREATE TABLE IF NOT EXISTS matches (
  id text PRIMARY KEY, room_id text NOT NULL, number integer NOT NULL, host_seat integer NOT NULL,
  game text NOT NULL, options text NOT NULL,
  seat0_token text NOT NULL, seat0_id text NOT NULL, seat0_name text NOT NULL, seat0_bot boolean NOT NULL,
  seat1_token text NOT NULL, seat1_id text NOT NULL, seat1_name text NOT NULL, seat1_bot boolean NOT NULL,
  clock_initial_ms bigint NOT NULL, clock_increment_ms bigint NOT NULL, started_ms bigint NOT NULL,
  ended_ms bigint, state text NOT NULL DEFAULT 'playing', winner integer, reason text, plies integer,
  version_ceiling bigint NOT NULL, is_public boolean NOT NULL);
CREATE INDEX IF NOT EXISTS matches_room ON matches (room_id, number);
CREATE INDEX IF NOT EXISTS matches_ended ON matches (ended_ms);
CREATE INDEX IF NOT EXISTS matches_seat0 ON matches (seat0_id, ended_ms);
CREATE INDEX IF NOT EXISTS matches_seat1 ON matches (seat1_id, ended_ms);
CREATE TABLE IF NOT EXISTS actions (
  match_id text NOT NULL, ply integer NOT NULL, seat integer NOT NULL, notation text NOT NULL,
  at_ms bigint NOT NULL, PRIMARY KEY (match_id, ply));
CREATE TABLE IF NOT EXISTS chat (
  id bigserial PRIMARY KEY, room_id text NOT NULL, match_id text NOT NULL, at_ms bigint NOT NULL,
  session_id text NOT NULL, name text NOT NULL, seat integer NOT NULL, text text NOT NULL);
CREATE INDEX IF NOT EXISTS chat_match ON chat (match_id);
)sql";

constexpr const char* kMatchColumns =
    "id, room_id, number, host_seat, game, options, seat0_token, seat0_id, seat0_name, seat0_bot, "
    "seat1_token, seat1_id, seat1_name, seat1_bot, clock_initial_ms, clock_increment_ms, "
    "started_ms, ended_ms, state, winner, reason, plies, version_ceiling, is_public";

MatchStartRecord read_start(const PgResult& rows, int row) {
  MatchStartRecord start;
  start.id = rows.text(row, 0);
  start.room_id = rows.text(row, 1);
  start.number = static_cast<int>(rows.integer(row, 2));
  start.host_seat = static_cast<int>(rows.integer(row, 3));
  start.game = rows.text(row, 4);
  start.options_json = rows.text(row, 5);
  for (int seat = 0; seat < 2; ++seat) {
    start.seats[seat] = {rows.text(row, 6 + seat * 4), rows.text(row, 7 + seat * 4),
                         rows.text(row, 8 + seat * 4), rows.boolean(row, 9 + seat * 4)};
  }
  start.clock_initial_ms = rows.integer(row, 14);
  start.clock_increment_ms = rows.integer(row, 15);
  start.started_ms = rows.integer(row, 16);
  start.version_ceiling = rows.integer(row, 22);
  start.is_public = rows.boolean(row, 23);
  return start;
}

std::optional<MatchEndRecord> read_end(const PgResult& rows, int row) {
  if (rows.is_null(row, 17)) return std::nullopt;
  return MatchEndRecord{rows.text(row, 0), rows.text(row, 18),
                        rows.is_null(row, 19) ? -1 : static_cast<int>(rows.integer(row, 19)),
                        rows.text(row, 20), rows.integer(row, 17)};
}

ActionRecord read_action(const PgResult& rows, int row) {
  return {rows.text(row, 0), static_cast<int>(rows.integer(row, 1)),
          static_cast<int>(rows.integer(row, 2)), rows.text(row, 3), rows.integer(row, 4)};
}

// Acknowledged means durable: a server that may lose a commit it reported is refused.
void require_durable_commits(PgConnection& db) {
  if (db.query("SHOW fsync").text(0, 0) != "on") {
    throw std::runtime_error("PostgreSQL runs with fsync off: acknowledged moves could be lost");
  }
  if (db.query("SHOW synchronous_commit").text(0, 0) == "off") {
    throw std::runtime_error(
        "PostgreSQL runs with synchronous_commit off: acknowledged moves could be lost");
  }
}

// Waits a little: the backend of a node that just stopped may still be on its way out.
void hold_node_lock(PgConnection& db) {
  db.exec("SET lock_timeout = '3s'");
  try {
    db.query("SELECT pg_advisory_lock($1)", PgParams().integer(kNodeLock));
  } catch (const std::exception&) {
    throw std::runtime_error(
        "another rockpool node uses this database: cluster mode runs one node per database");
  }
  db.exec("SET lock_timeout = 0");
}

void migrate(PgConnection& db) {
  db.query("SELECT pg_advisory_lock($1)", PgParams().integer(kSchemaLock));
  try {
    db.exec(kSchema);
    db.exec(kPostgresAccountSchema);
    const PgResult version = db.query("SELECT max(version) FROM rockpool_schema");
    if (!version.is_null(0, 0) && version.integer(0, 0) > kSchemaVersion) {
      throw std::runtime_error("the database was written by a newer rockpool (schema " +
                               version.text(0, 0) + ")");
    }
    if (version.is_null(0, 0)) {
      db.query("INSERT INTO rockpool_schema (version) VALUES ($1)",
               PgParams().integer(kSchemaVersion));
    } else {
      db.query("UPDATE rockpool_schema SET version = $1", PgParams().integer(kSchemaVersion));
    }
  } catch (...) {
    db.query("SELECT pg_advisory_unlock($1)", PgParams().integer(kSchemaLock));
    throw;
  }
  db.query("SELECT pg_advisory_unlock($1)", PgParams().integer(kSchemaLock));
}

}  // namespace

// The write connection and its statements, used by the writer thread only. Each record becomes
// one statement of the batch's pipeline.
class PostgresStore::Writer {
 public:
  explicit Writer(const PostgresStoreOptions& options)
      : db(options.conninfo, options.application_name + " writer") {
    require_durable_commits(db);
    db.set_setup(hold_node_lock);
    migrate(db);
    db.prepare("session",
               "INSERT INTO sessions (token, public_id, name, seen_ms) VALUES ($1, $2, $3, $4) "
               "ON CONFLICT (token) DO UPDATE SET name = $3, seen_ms = $4");
    db.prepare("room",
               "INSERT INTO rooms (id, code, is_public, game, options, clock_initial_ms, "
               "clock_increment_ms, first, bot, host_token, created_ms) "
               "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING");
    db.prepare("room_guest", "UPDATE rooms SET guest_token = $2 WHERE id = $1");
    db.prepare("room_closed", "UPDATE rooms SET closed_ms = $2 WHERE id = $1");
    db.prepare("match_start", std::string("INSERT INTO matches (") + kMatchColumns +
                                  ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, "
                                  "$13, $14, $15, $16, $17, NULL, 'playing', NULL, NULL, NULL, "
                                  "$18, $19) ON CONFLICT (id) DO NOTHING");
    db.prepare("match_version", "UPDATE matches SET version_ceiling = $2 WHERE id = $1");
    db.prepare("action",
               "INSERT INTO actions (match_id, ply, seat, notation, at_ms) VALUES ($1, $2, $3, "
               "$4, $5) ON CONFLICT DO NOTHING");
    db.prepare("match_end",
               "UPDATE matches SET ended_ms = $2, state = $3, winner = $4, reason = $5, plies = $6 "
               "WHERE id = $1");
    db.prepare("rating",
               "INSERT INTO ratings (account_id, game, pace, rating, deviation, volatility, games, "
               "rated_ms, match_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT "
               "(account_id, game, pace) DO UPDATE SET rating = $4, deviation = $5, "
               "volatility = $6, games = $7, rated_ms = $8, match_id = $9");
    db.prepare("rating_history",
               "INSERT INTO rating_history (account_id, game, pace, rating, deviation, "
               "volatility, games, rated_ms, match_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, "
               "$9) ON CONFLICT DO NOTHING");
    db.prepare("chat",
               "INSERT INTO chat (room_id, match_id, at_ms, session_id, name, seat, text) "
               "VALUES ($1, $2, $3, $4, $5, $6, $7)");
  }

  void operator()(const SessionRecord& r) {
    db.queue("session", PgParams().text(r.token).text(r.public_id).text(r.name).integer(r.seen_ms));
  }
  void operator()(const RoomRecord& r) {
    db.queue("room", PgParams()
                         .text(r.id)
                         .text(r.code)
                         .boolean(r.is_public)
                         .text(r.game)
                         .text(r.options_json)
                         .integer(r.clock_initial_ms)
                         .integer(r.clock_increment_ms)
                         .text(r.first)
                         .integer(r.bot_level)
                         .text(r.host_token)
                         .integer(r.created_ms));
  }
  void operator()(const RoomGuestRecord& r) {
    db.queue("room_guest", PgParams().text(r.room_id).text(r.guest_token));
  }
  void operator()(const RoomClosedRecord& r) {
    db.queue("room_closed", PgParams().text(r.room_id).integer(r.closed_ms));
  }
  void operator()(const MatchStartRecord& r) {
    PgParams params;
    params.text(r.id)
        .text(r.room_id)
        .integer(r.number)
        .integer(r.host_seat)
        .text(r.game)
        .text(r.options_json);
    for (const SeatRecord& seat : r.seats)
      params.text(seat.token).text(seat.public_id).text(seat.name).boolean(seat.bot);
    params.integer(r.clock_initial_ms).integer(r.clock_increment_ms).integer(r.started_ms);
    params.integer(r.version_ceiling).boolean(r.is_public);
    db.queue("match_start", params);
  }
  void operator()(const MatchVersionRecord& r) {
    db.queue("match_version", PgParams().text(r.match_id).integer(r.ceiling));
  }
  void operator()(const ActionRecord& r) {
    db.queue("action", PgParams()
                           .text(r.match_id)
                           .integer(r.ply)
                           .integer(r.seat)
                           .text(r.notation)
                           .integer(r.at_ms));
  }
  void operator()(const MatchEndRecord& r) {
    for (const ActionRecord& action : r.actions)
      (*this)(ActionRecord{r.match_id, action.ply, action.seat, action.notation, action.at_ms});
    PgParams params;
    params.text(r.match_id).integer(r.ended_ms).text(r.state);
    if (r.winner >= 0) {
      params.integer(r.winner);
    } else {
      params.null();
    }
    params.text(r.reason).integer(static_cast<std::int64_t>(r.actions.size()));
    db.queue("match_end", params);
    for (const RatingRecord& rated : r.ratings) {
      PgParams rating;
      rating.text(rated.account_id).text(rated.game).text(rated.pace).text(pg_real(rated.rating));
      rating.text(pg_real(rated.deviation)).text(pg_real(rated.volatility)).integer(rated.games);
      rating.integer(rated.rated_ms).text(rated.match_id);
      db.queue("rating", rating);
      db.queue("rating_history", rating);
    }
  }
  void operator()(const ChatRecord& r) {
    db.queue("chat", PgParams()
                         .text(r.room_id)
                         .text(r.match_id)
                         .integer(r.at_ms)
                         .text(r.session_id)
                         .text(r.name)
                         .integer(r.seat)
                         .text(r.text));
  }

  PgConnection db;
};

PostgresStore::PostgresStore(PostgresStoreOptions options)
    : options_(std::move(options)),
      writer_(std::make_unique<Writer>(options_)),
      reader_(
          std::make_unique<PgConnection>(options_.conninfo, options_.application_name + " reader")),
      accounts_(std::make_unique<PostgresAccounts>(options_.conninfo, options_.application_name)),
      last_cleanup_(ServerClock::now()),
      queue_(WriteQueue::Steps{[this](const WriteQueue::Batch& batch) { commit(batch); },
                               [this] { roll_back(); }, [this] { after_commit(); },
                               options_.deliver}) {}

PostgresStore::~PostgresStore() = default;

AccountStore* PostgresStore::accounts() {
  return accounts_.get();
}

void PostgresStore::write(StoreWrite record, std::function<void()> done) {
  queue_.write(std::move(record), std::move(done));
}

void PostgresStore::flush() {
  queue_.flush();
}

void PostgresStore::commit(const WriteQueue::Batch& batch) {
  PgConnection& db = writer_->db;
  db.begin_pipeline();
  db.queue_sql("BEGIN");
  for (const auto& queued : batch)
    std::visit(*writer_, queued.record);
  db.queue_sql("COMMIT");
  db.finish_pipeline();
}

void PostgresStore::roll_back() {
  PgConnection& db = writer_->db;
  // A connection that went away took its transaction with it; a new one starts clean.
  if (db.broken()) return db.reconnect();
  db.exec("ROLLBACK");
}

void PostgresStore::after_commit() {
  if (ServerClock::now() - last_cleanup_ < std::chrono::hours(1)) return;
  last_cleanup_ = ServerClock::now();
  try {
    forget_old_chat(epoch_ms());
  } catch (const std::exception& error) {
    spdlog::warn("store: forgetting old chat failed: {}", error.what());
  }
}

int PostgresStore::forget_old_chat(std::int64_t now_ms) {
  std::lock_guard lock(read_mutex_);
  const std::int64_t cutoff =
      now_ms -
      std::chrono::duration_cast<std::chrono::milliseconds>(options_.chat_retention).count();
  return static_cast<int>(reader_
                              ->query("DELETE FROM chat WHERE match_id IN (SELECT id FROM matches "
                                      "WHERE ended_ms IS NOT NULL AND ended_ms < $1)",
                                      PgParams().integer(cutoff))
                              .affected());
}

std::optional<StoredMatch> PostgresStore::read_match(const std::string& id) {
  const PgResult header = reader_->query(
      std::string("SELECT ") + kMatchColumns + " FROM matches WHERE id = $1", PgParams().text(id));
  if (header.rows() == 0) return std::nullopt;
  StoredMatch match;
  match.start = read_start(header, 0);
  match.end = read_end(header, 0);
  const PgResult actions = reader_->query(
      "SELECT match_id, ply, seat, notation, at_ms FROM actions WHERE match_id = $1 ORDER BY ply",
      PgParams().text(id));
  for (int row = 0; row < actions.rows(); ++row)
    match.actions.push_back(read_action(actions, row));
  return match;
}

std::optional<SessionRecord> PostgresStore::session(const std::string& token) {
  std::lock_guard lock(read_mutex_);
  const PgResult row =
      reader_->query("SELECT token, public_id, name, seen_ms FROM sessions WHERE token = $1",
                     PgParams().text(token));
  if (row.rows() == 0) return std::nullopt;
  return SessionRecord{row.text(0, 0), row.text(0, 1), row.text(0, 2), row.integer(0, 3)};
}

std::optional<StoredMatch> PostgresStore::match(const std::string& id) {
  std::lock_guard lock(read_mutex_);
  return read_match(id);
}

RecoveredState PostgresStore::recover() {
  std::lock_guard lock(read_mutex_);
  PgConnection& db = *reader_;
  RecoveredState state;
  db.exec("BEGIN ISOLATION LEVEL REPEATABLE READ");
  const PgResult rooms = db.query(
      "SELECT id, code, is_public, game, options, clock_initial_ms, clock_increment_ms, first, "
      "bot, host_token, guest_token, created_ms FROM rooms WHERE closed_ms IS NULL ORDER BY "
      "created_ms, id");
  // Each open room's latest match, and its actions, in one pass each.
  const std::string latest_matches =
      " FROM matches WHERE room_id IN (SELECT id FROM rooms WHERE closed_ms IS NULL)"
      " ORDER BY room_id, number DESC";
  const PgResult latest =
      db.query(std::string("SELECT DISTINCT ON (room_id) ") + kMatchColumns + latest_matches);
  const PgResult actions = db.query(
      "SELECT match_id, ply, seat, notation, at_ms FROM actions WHERE match_id IN (SELECT DISTINCT "
      "ON (room_id) id" +
      latest_matches + ") ORDER BY match_id, ply");
  std::unordered_map<std::string, StoredMatch> matches;  // by room
  std::unordered_map<std::string, std::string> room_of;  // match id -> room id
  for (int row = 0; row < latest.rows(); ++row) {
    StoredMatch match;
    match.start = read_start(latest, row);
    match.end = read_end(latest, row);
    room_of[match.start.id] = match.start.room_id;
    matches.emplace(match.start.room_id, std::move(match));
  }
  for (int row = 0; row < actions.rows(); ++row) {
    ActionRecord action = read_action(actions, row);
    matches[room_of[action.match_id]].actions.push_back(std::move(action));
  }
  for (int row = 0; row < rooms.rows(); ++row) {
    StoredRoom stored;
    RoomRecord& room = stored.room;
    room.id = rooms.text(row, 0);
    room.code = rooms.text(row, 1);
    room.is_public = rooms.boolean(row, 2);
    room.game = rooms.text(row, 3);
    room.options_json = rooms.text(row, 4);
    room.clock_initial_ms = rooms.integer(row, 5);
    room.clock_increment_ms = rooms.integer(row, 6);
    room.first = rooms.text(row, 7);
    room.bot_level = static_cast<int>(rooms.integer(row, 8));
    room.host_token = rooms.text(row, 9);
    if (!rooms.is_null(row, 10)) stored.guest_token = rooms.text(row, 10);
    room.created_ms = rooms.integer(row, 11);
    if (auto found = matches.find(room.id); found != matches.end()) {
      stored.match = std::move(found->second);
    }
    state.rooms.push_back(std::move(stored));
  }
  // The sessions of the last day, and any that holds a seat in an open room.
  const PgResult sessions = db.query(
      "SELECT token, public_id, name, seen_ms FROM sessions WHERE seen_ms > $1 OR token IN "
      "(SELECT host_token FROM rooms WHERE closed_ms IS NULL UNION "
      " SELECT guest_token FROM rooms WHERE closed_ms IS NULL AND guest_token IS NOT NULL)",
      PgParams().integer(epoch_ms() - 24 * 3600 * 1000));
  for (int row = 0; row < sessions.rows(); ++row) {
    state.sessions.push_back({sessions.text(row, 0), sessions.text(row, 1), sessions.text(row, 2),
                              sessions.integer(row, 3)});
  }
  db.exec("COMMIT");
  return state;
}

std::vector<MatchSummary> PostgresStore::finished_matches(const HistoryQuery& query) {
  std::lock_guard lock(read_mutex_);
  // A private match is listed to its players only.
  const PgResult rows = reader_->query(
      std::string("SELECT ") + kMatchColumns +
          " FROM matches WHERE ended_ms IS NOT NULL AND ended_ms < $1"
          " AND ($2 = '' OR game = $2) AND ($3 = '' OR seat0_id = $3 OR seat1_id = $3)"
          " AND (is_public OR ($5 <> '' AND (seat0_id = $5 OR seat1_id = $5)))"
          " ORDER BY ended_ms DESC LIMIT $4",
      PgParams()
          .integer(query.before_ms > 0 ? query.before_ms : INT64_MAX)
          .text(query.game)
          .text(query.player)
          .integer(query.limit)
          .text(query.viewer));
  std::vector<MatchSummary> out;
  for (int row = 0; row < rows.rows(); ++row) {
    MatchSummary summary;
    summary.start = read_start(rows, row);
    summary.end = *read_end(rows, row);
    summary.plies = static_cast<int>(rows.integer(row, 21));
    out.push_back(std::move(summary));
  }
  return out;
}

}  // namespace rockpool::server::cluster
