#include "server/store/sqlite_store.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>
#include <unordered_map>

#include "server/server_clock.hpp"
#include "server/store/archived_moves.hpp"
#include "server/store/sql_reviews.hpp"
#include "server/store/sqlite_dialect.hpp"
#include "server/store/sqlite_rows.hpp"
#include "server/store/sqlite_schema.hpp"
#include "server/store/sqlite_session.hpp"

namespace rockpool::server {

SqliteStore::SqliteStore(SqliteStoreOptions options)
    : options_(std::move(options)),
      writer_(std::make_unique<SqliteWriter>(options_.path, options_.full_sync)),
      reader_(std::make_unique<Database>(options_.path)),
      accounts_(std::make_unique<SqlAccounts>(std::make_unique<SqliteSession>(options_.path),
                                              kSqliteAccountDialect)),
      push_subscriptions_(std::make_unique<SqlPushSubscriptions>(
          std::make_unique<SqliteSession>(options_.path), kSqlitePushStatements)),
      reviews_(std::make_unique<SqlReviews>(std::make_unique<SqliteSession>(options_.path))),
      checkpointer_(std::make_unique<WalCheckpointer>(options_.path, options_.checkpoint_period)),
      last_cleanup_(ServerClock::now()),
      queue_(WriteQueue::Steps{[this](const WriteQueue::Batch& batch) { commit(batch); },
                               [this] { writer_->rollback.run(); }, [this] { after_commit(); },
                               options_.deliver},
             options_.gather) {}

SqliteStore::~SqliteStore() = default;

void SqliteStore::commit(const WriteQueue::Batch& batch) {
  writer_->begin.run();
  for (const auto& queued : batch)
    std::visit(*writer_, queued.record);
  writer_->commit.run();
  checkpointer_->committed();
}

void SqliteStore::after_commit() {
  // The checkpointer's pass cannot copy what the writer appended while it ran, and SQLite starts
  // the log over only once all of it is copied: under a steady load it would never start over,
  // and every commit would grow the file (its sync then also writes the file's metadata). The
  // writer copies that remainder itself, a few pages, after each pass; while a pass of the
  // checkpointer's holds the checkpoint lock it tries again after its next commit.
  if (const int passes = checkpointer_->checkpoints(); passes != checkpoints_finished_) {
    int log_frames = 0;
    int copied_frames = 0;
    const int result = sqlite3_wal_checkpoint_v2(
        writer_->db.handle(), nullptr, SQLITE_CHECKPOINT_PASSIVE, &log_frames, &copied_frames);
    if (result == SQLITE_OK && copied_frames == log_frames) checkpoints_finished_ = passes;
    if (result != SQLITE_OK && result != SQLITE_BUSY) {
      spdlog::warn("store: finishing a checkpoint failed: {}", sqlite3_errstr(result));
    }
  }
  try {
    writer_->prune_log();
  } catch (const std::exception& error) {
    spdlog::warn("store: cutting the action log failed: {}", error.what());
    try {
      writer_->rollback.run();
    } catch (const std::exception&) {
    }
  }
  if (ServerClock::now() - last_cleanup_ > std::chrono::hours(1)) {
    last_cleanup_ = ServerClock::now();
    forget_old_chat(epoch_ms());
  }
}

int SqliteStore::forget_old_chat(std::int64_t now_ms) {
  std::lock_guard lock(read_mutex_);
  const std::int64_t cutoff =
      now_ms -
      std::chrono::duration_cast<std::chrono::milliseconds>(options_.chat_retention).count();
  auto forget = reader_->prepare(
      "DELETE FROM chat WHERE match_id IN (SELECT id FROM matches WHERE ended_ms IS NOT NULL AND "
      "ended_ms < ?1)");
  forget.bind(1, cutoff).run();
  return sqlite3_changes(reader_->handle());
}

std::optional<StoredMatch> SqliteStore::read_match(Database& db, const std::string& id) {
  auto header = db.prepare(std::string("SELECT ") + kMatchColumns + kDaysPerMoveColumn +
                           " FROM matches WHERE id = ?1");
  header.bind(1, id);
  if (!header.step()) return std::nullopt;
  StoredMatch match;
  match.start = read_start(header);
  match.start.days_per_move = static_cast<int>(header.integer(24));
  match.end = read_end(header);
  auto archived = db.prepare("SELECT moves FROM match_moves WHERE match_id = ?1");
  archived.bind(1, id);
  if (archived.step()) {
    match.actions = read_archived_moves(id, archived.text(0));
    return match;
  }
  // Matches archived by an older version, a row per move.
  auto actions = db.prepare(
      "SELECT match_id, ply, seat, notation, at_ms, request_id, 0 FROM actions WHERE match_id = ?1 "
      "ORDER BY ply");
  actions.bind(1, id);
  while (actions.step())
    match.actions.push_back(read_action(actions));
  return match;
}

std::optional<SessionRecord> SqliteStore::session(const std::string& token) {
  std::lock_guard lock(read_mutex_);
  auto row =
      reader_->prepare("SELECT token, public_id, name, seen_ms FROM sessions WHERE token = ?1");
  row.bind(1, token);
  if (!row.step()) return std::nullopt;
  return SessionRecord{row.text(0), row.text(1), row.text(2), row.integer(3)};
}

std::vector<TournamentRecord> SqliteStore::kept_tournaments() {
  std::lock_guard lock(read_mutex_);
  auto rows = reader_->prepare(
      "SELECT id, code, is_public, finished, host_token, created_ms, state, version FROM "
      "tournaments ORDER BY created_ms");
  std::vector<TournamentRecord> all;
  while (rows.step()) {
    all.push_back({rows.text(0), rows.text(1), rows.integer(2) != 0, rows.integer(3) != 0,
                   rows.text(4), rows.integer(5), rows.text(6), rows.integer(7)});
  }
  return all;
}

std::optional<StoredMatch> SqliteStore::match(const std::string& id) {
  std::lock_guard lock(read_mutex_);
  return read_match(*reader_, id);
}

RecoveredState SqliteStore::recover() {
  std::lock_guard lock(read_mutex_);
  Database& db = *reader_;
  RecoveredState state;
  db.exec("BEGIN");
  auto rooms = db.prepare(
      "SELECT id, code, is_public, game, options, clock_initial_ms, clock_increment_ms, first, "
      "bot, host_token, guest_token, created_ms, rated, days_per_move, tournament_id, "
      "tournament_game, quick FROM rooms "
      "WHERE closed_ms "
      "IS NULL");
  auto latest = db.prepare(
      "SELECT id, ended_ms, draw_offer, draw_offer_ply, rematch FROM matches WHERE room_id = ?1 "
      "ORDER BY number DESC LIMIT 1");
  // The live matches' actions: the whole log in one pass, in order.
  std::unordered_map<std::string, std::vector<ActionRecord>> logged;
  auto log = db.prepare(
      "SELECT match_id, ply, seat, notation, at_ms, request_id, position_version FROM action_log "
      "ORDER BY seq");
  while (log.step()) {
    ActionRecord action = read_action(log);
    auto& actions = logged[action.match_id];
    actions.push_back(std::move(action));
  }
  auto header = db.prepare(std::string("SELECT ") + kMatchColumns + " FROM matches WHERE id = ?1");
  while (rooms.step()) {
    StoredRoom stored;
    RoomRecord& room = stored.room;
    room.id = rooms.text(0);
    room.code = rooms.text(1);
    room.is_public = rooms.integer(2) != 0;
    room.game = rooms.text(3);
    room.options_json = rooms.text(4);
    room.clock_initial_ms = rooms.integer(5);
    room.clock_increment_ms = rooms.integer(6);
    room.first = rooms.text(7);
    room.bot_level = static_cast<int>(rooms.integer(8));
    room.host_token = rooms.text(9);
    if (!rooms.is_null(10)) stored.guest_token = rooms.text(10);
    room.created_ms = rooms.integer(11);
    room.rated = rooms.integer(12) != 0;
    room.days_per_move = static_cast<int>(rooms.integer(13));
    room.tournament_id = rooms.text(14);
    room.tournament_game = static_cast<int>(rooms.integer(15));
    room.quick = rooms.integer(16) != 0;
    latest.bind(1, room.id);
    if (latest.step()) {
      const std::string match_id = latest.text(0);
      if (!latest.is_null(1)) {
        stored.match = read_match(db, match_id);  // finished: from the archive
      } else {
        header.bind(1, match_id);
        if (header.step()) {
          StoredMatch match;
          match.start = read_start(header);
          if (auto it = logged.find(match_id); it != logged.end())
            match.actions = std::move(it->second);
          stored.match = std::move(match);
        }
        header.reset();
      }
      if (stored.match) {
        stored.match->offers = {match_id, static_cast<int>(latest.integer(2)),
                                static_cast<int>(latest.integer(3)),
                                rematches_offered(latest.integer(4))};
      }
    }
    latest.reset();
    state.rooms.push_back(std::move(stored));
  }
  // The sessions of the last day, and any that holds a seat in an open room.
  auto sessions = db.prepare(
      "SELECT token, public_id, name, seen_ms FROM sessions WHERE seen_ms > ?1 OR token IN "
      "(SELECT host_token FROM rooms WHERE closed_ms IS NULL UNION "
      " SELECT guest_token FROM rooms WHERE closed_ms IS NULL)");
  sessions.bind(1, epoch_ms() - 24 * 3600 * 1000);
  while (sessions.step()) {
    state.sessions.push_back(
        {sessions.text(0), sessions.text(1), sessions.text(2), sessions.integer(3)});
  }
  db.exec("COMMIT");
  return state;
}

std::vector<MatchSummary> SqliteStore::finished_matches(const HistoryQuery& query) {
  std::lock_guard lock(read_mutex_);
  std::string sql = std::string("SELECT ") + kMatchColumns + kDaysPerMoveColumn +
                    " FROM matches WHERE ended_ms IS NOT NULL AND ended_ms < ?1";
  if (!query.game.empty()) sql += " AND game = ?2";
  if (!query.player.empty()) sql += " AND (seat0_id = ?3 OR seat1_id = ?3)";
  // A private match is listed to its players only.
  sql += " AND (is_public = 1 OR seat0_id = ?5 OR seat1_id = ?5)";
  sql += " ORDER BY ended_ms DESC LIMIT ?4";
  auto rows = reader_->prepare(sql);
  rows.bind(1, query.before_ms > 0 ? query.before_ms : INT64_MAX);
  if (!query.game.empty()) rows.bind(2, query.game);
  if (!query.player.empty()) rows.bind(3, query.player);
  rows.bind(4, std::int64_t{query.limit});
  // No id has a newline. Both branches are views: a std::string temporary would be gone before
  // step() reads the text, which bind() does not copy.
  rows.bind(5, query.viewer.empty() ? std::string_view("\n") : std::string_view(query.viewer));
  std::vector<MatchSummary> out;
  while (rows.step()) {
    MatchSummary summary;
    summary.start = read_start(rows);
    summary.start.days_per_move = static_cast<int>(rows.integer(24));
    summary.end = *read_end(rows);
    summary.plies = static_cast<int>(rows.integer(21));
    out.push_back(std::move(summary));
  }
  return out;
}

}  // namespace rockpool::server
