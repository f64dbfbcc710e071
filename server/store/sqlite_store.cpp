#include "server/store/sqlite_store.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>
#include <unordered_map>

#include "server/server_clock.hpp"
#include "server/store/archived_moves.hpp"
#include "server/store/sqlite_accounts.hpp"
#include "server/store/sqlite_push_subscriptions.hpp"
#include "server/store/sqlite_schema.hpp"

namespace rockpool::server {

namespace {

constexpr const char* kMatchColumns =
    "id, room_id, number, host_seat, game, options, seat0_token, seat0_id, seat0_name, seat0_bot, "
    "seat1_token, seat1_id, seat1_name, seat1_bot, clock_initial_ms, clock_increment_ms, "
    "started_ms, ended_ms, state, winner, reason, plies, version_ceiling, is_public";

// After kMatchColumns where a match is read back whole: its room's days per move (column 24).
constexpr const char* kDaysPerMoveColumn =
    ", coalesce((SELECT days_per_move FROM rooms WHERE rooms.id = matches.room_id), 0)";

MatchStartRecord read_start(const Statement& row) {
  MatchStartRecord start;
  start.id = row.text(0);
  start.room_id = row.text(1);
  start.number = static_cast<int>(row.integer(2));
  start.host_seat = static_cast<int>(row.integer(3));
  start.game = row.text(4);
  start.options_json = row.text(5);
  for (int seat = 0; seat < 2; ++seat) {
    start.seats[seat] = {row.text(6 + seat * 4), row.text(7 + seat * 4), row.text(8 + seat * 4),
                         row.integer(9 + seat * 4) != 0};
  }
  start.clock_initial_ms = row.integer(14);
  start.clock_increment_ms = row.integer(15);
  start.started_ms = row.integer(16);
  start.version_ceiling = row.integer(22);
  start.is_public = row.integer(23) != 0;
  return start;
}

// match_id, ply, seat, notation, at_ms, request_id (NULL when none), position_version.
ActionRecord read_action(const Statement& row) {
  return {row.text(0),
          static_cast<int>(row.integer(1)),
          static_cast<int>(row.integer(2)),
          row.text(3),
          row.integer(4),
          row.text(5),
          row.integer(6)};
}

// A bot's action has no request id: NULL rather than an empty text.
Statement& bind_request_id(Statement& statement, int index, const std::string& request_id) {
  return request_id.empty() ? statement.bind_null(index) : statement.bind(index, request_id);
}

std::optional<MatchEndRecord> read_end(const Statement& row) {
  if (row.is_null(17)) return std::nullopt;
  return MatchEndRecord{row.text(0), row.text(18),
                        row.is_null(19) ? -1 : static_cast<int>(row.integer(19)), row.text(20),
                        row.integer(17)};
}

}  // namespace

// The write connection and its prepared statements, used by the writer thread only.
//
// Live actions are appended to action_log, in the order they come: a commit dirties the log's
// last page or two, however many matches are being played (keyed by match, each insert would
// dirty a page of its own). A match's end archives its whole move list as one row of
// `match_moves`, keyed by match for the history, and the log's front is cut once no live match
// needs it.
class SqliteStore::Writer {
 public:
  static constexpr std::int64_t kPruneEvery = 20000;  // log rows between cuts

  explicit Writer(const SqliteStoreOptions& options) : db(options.path) {
    db.exec("PRAGMA journal_mode=WAL");
    db.exec(options.full_sync ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL");
    // Match ids are random, so actions land all over the tree: keep its pages in memory.
    db.exec("PRAGMA cache_size=-65536");
    // Checkpoints run off the commit path (WalCheckpointer); a log emptied by one is cut back.
    db.exec("PRAGMA wal_autocheckpoint=0");
    db.exec("PRAGMA journal_size_limit=67108864");
    migrate(db);
    session = db.prepare(
        "INSERT INTO sessions (token, public_id, name, seen_ms) VALUES (?1, ?2, ?3, ?4) "
        "ON CONFLICT (token) DO UPDATE SET name = ?3, seen_ms = ?4");
    room = db.prepare(
        "INSERT OR REPLACE INTO rooms (id, code, is_public, game, options, clock_initial_ms, "
        "clock_increment_ms, first, bot, host_token, created_ms, rated, days_per_move, "
        "tournament_id, tournament_game, quick) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)");
    tournament = db.prepare(
        "INSERT OR REPLACE INTO tournaments (id, code, is_public, finished, host_token, "
        "created_ms, state, version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    room_guest = db.prepare("UPDATE rooms SET guest_token = ?2 WHERE id = ?1");
    room_closed = db.prepare("UPDATE rooms SET closed_ms = ?2 WHERE id = ?1");
    match_start = db.prepare(std::string("INSERT OR REPLACE INTO matches (") + kMatchColumns +
                             ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, "
                             "?14, ?15, ?16, ?17, NULL, 'playing', NULL, NULL, NULL, ?18, ?19)");
    match_version = db.prepare("UPDATE matches SET version_ceiling = ?2 WHERE id = ?1");
    match_offers = db.prepare(
        "UPDATE matches SET draw_offer = ?2, draw_offer_ply = ?3, rematch = ?4 WHERE id = ?1");
    log_action = db.prepare(
        "INSERT INTO action_log (match_id, ply, seat, notation, at_ms, request_id, "
        "position_version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    archive_moves =
        db.prepare("INSERT OR REPLACE INTO match_moves (match_id, moves) VALUES (?1, ?2)");
    match_end = db.prepare(
        "UPDATE matches SET ended_ms = ?2, state = ?3, winner = ?4, reason = ?5, plies = ?6 WHERE "
        "id = ?1");
    prune = db.prepare("DELETE FROM action_log WHERE seq < ?1");
    rating = db.prepare(
        "INSERT OR REPLACE INTO ratings (account_id, game, pace, rating, deviation, volatility, "
        "games, rated_ms, match_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    rating_history = db.prepare(
        "INSERT OR IGNORE INTO rating_history (account_id, game, pace, rating, deviation, "
        "volatility, games, rated_ms, match_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    rating_now = db.prepare(
        "SELECT rating, deviation, volatility, games, rated_ms, match_id FROM ratings WHERE "
        "account_id = ?1 AND game = ?2 AND pace = ?3");
    rated_already = db.prepare(
        "SELECT 1 FROM rating_history WHERE account_id = ?1 AND game = ?2 "
        "AND pace = ?3 AND match_id = ?4");
    // The live matches of the log, and where each starts in it.
    auto live = db.prepare(
        "SELECT l.match_id, MIN(l.seq) FROM action_log l JOIN matches m ON m.id = l.match_id "
        "WHERE m.ended_ms IS NULL GROUP BY l.match_id");
    while (live.step())
      first_log_seq[live.text(0)] = live.integer(1);
    chat = db.prepare(
        "INSERT INTO chat (room_id, match_id, at_ms, session_id, name, seat, text) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    begin = db.prepare("BEGIN");
    commit = db.prepare("COMMIT");
    rollback = db.prepare("ROLLBACK");
  }

  void operator()(const SessionRecord& r) {
    session.bind(1, r.token).bind(2, r.public_id).bind(3, r.name).bind(4, r.seen_ms).run();
  }
  void operator()(const RoomRecord& r) {
    room.bind(1, r.id).bind(2, r.code).bind(3, std::int64_t{r.is_public}).bind(4, r.game);
    room.bind(5, r.options_json).bind(6, r.clock_initial_ms).bind(7, r.clock_increment_ms);
    room.bind(8, r.first).bind(9, std::int64_t{r.bot_level}).bind(10, r.host_token);
    room.bind(11, r.created_ms).bind(12, std::int64_t{r.rated});
    room.bind(13, std::int64_t{r.days_per_move}).bind(14, r.tournament_id);
    room.bind(15, std::int64_t{r.tournament_game}).bind(16, std::int64_t{r.quick}).run();
  }
  void operator()(const TournamentRecord& r) {
    tournament.bind(1, r.id).bind(2, r.code).bind(3, std::int64_t{r.is_public});
    tournament.bind(4, std::int64_t{r.finished}).bind(5, r.host_token).bind(6, r.created_ms);
    tournament.bind(7, r.state_json).bind(8, r.version).run();
  }
  void operator()(const RoomGuestRecord& r) {
    room_guest.bind(1, r.room_id).bind(2, r.guest_token).run();
  }
  void operator()(const RoomClosedRecord& r) {
    room_closed.bind(1, r.room_id).bind(2, r.closed_ms).run();
  }
  void operator()(const RoomReleasedRecord&) {}  // one process owns every room
  void operator()(const RoomOwnedRecord&) {}
  // One node lists its rooms from memory: there is no lobby to share.
  void operator()(const LobbyRecord& /*r*/) {}
  void operator()(const TurnRecord& /*r*/) {}
  void operator()(const MatchStartRecord& r) {
    match_start.bind(1, r.id).bind(2, r.room_id).bind(3, std::int64_t{r.number});
    match_start.bind(4, std::int64_t{r.host_seat}).bind(5, r.game).bind(6, r.options_json);
    for (int seat = 0; seat < 2; ++seat) {
      match_start.bind(7 + seat * 4, r.seats[seat].token)
          .bind(8 + seat * 4, r.seats[seat].public_id);
      match_start.bind(9 + seat * 4, r.seats[seat].name)
          .bind(10 + seat * 4, std::int64_t{r.seats[seat].bot});
    }
    match_start.bind(15, r.clock_initial_ms)
        .bind(16, r.clock_increment_ms)
        .bind(17, r.started_ms)
        .bind(18, r.version_ceiling)
        .bind(19, std::int64_t{r.is_public})
        .run();
  }
  void operator()(const MatchVersionRecord& r) {
    match_version.bind(1, r.match_id).bind(2, r.ceiling).run();
  }
  void operator()(const MatchOffersRecord& r) {
    match_offers.bind(1, r.match_id).bind(2, std::int64_t{r.draw_offer});
    match_offers.bind(3, std::int64_t{r.draw_offer_ply});
    match_offers.bind(4, std::int64_t{offered_rematches(r.rematch)}).run();
  }
  void operator()(const ActionRecord& r) {
    log_action.bind(1, r.match_id).bind(2, std::int64_t{r.ply}).bind(3, std::int64_t{r.seat});
    log_action.bind(4, r.notation).bind(5, r.at_ms);
    bind_request_id(log_action, 6, r.request_id).bind(7, r.position_version).run();
    // A match's first action starts its stretch of the log; later ones need no lookup (a match
    // that was live at start-up has its entry from the log itself).
    if (r.ply == 1) first_log_seq.try_emplace(r.match_id, sqlite3_last_insert_rowid(db.handle()));
    ++logged_since_prune;
  }
  void operator()(const MatchEndRecord& r) {
    const std::string moves = archived_moves_text(r.actions);
    archive_moves.bind(1, r.match_id).bind(2, moves).run();
    match_end.bind(1, r.match_id).bind(2, r.ended_ms).bind(3, r.state);
    if (r.winner >= 0) {
      match_end.bind(4, std::int64_t{r.winner});
    } else {
      match_end.bind_null(4);
    }
    match_end.bind(5, r.reason).bind(6, static_cast<std::int64_t>(r.actions.size())).run();
    first_log_seq.erase(r.match_id);
    if (r.rating) rate(*r.rating, r.ended_ms, r.match_id);
  }

  // Both players' ratings as this transaction sees them (after the batch's earlier ends), rated
  // and written with their history; once per match.
  void rate(const EndRating& end, std::int64_t ended_ms, const std::string& match_id) {
    std::array<RatingRecord, 2> current{first_rating(end, 0), first_rating(end, 1)};
    for (std::size_t seat = 0; seat < 2; ++seat) {
      RatingRecord& record = current[seat];
      rated_already.bind(1, record.account_id).bind(2, end.game).bind(3, end.pace);
      const bool done = rated_already.bind(4, match_id).step();
      rated_already.reset();
      if (done) return;
      rating_now.bind(1, record.account_id).bind(2, end.game).bind(3, end.pace);
      if (rating_now.step()) {
        record.rating = rating_now.real(0);
        record.deviation = rating_now.real(1);
        record.volatility = rating_now.real(2);
        record.games = static_cast<int>(rating_now.integer(3));
        record.rated_ms = rating_now.integer(4);
        record.match_id = rating_now.text(5);
      }
      rating_now.reset();
    }
    const RatedEnd rated = rate_end(end, current, ended_ms, match_id);
    for (const RatingRecord& after : rated.after) {
      for (Statement* statement : {&rating, &rating_history}) {
        statement->bind(1, after.account_id).bind(2, after.game).bind(3, after.pace);
        statement->bind_real(4, after.rating).bind_real(5, after.deviation);
        statement->bind_real(6, after.volatility).bind(7, std::int64_t{after.games});
        statement->bind(8, after.rated_ms).bind(9, after.match_id).run();
      }
    }
    *end.changes = rated.changes;
  }

  // Cuts the log's front that no live match needs; in its own transaction, after a commit.
  void prune_log() {
    if (logged_since_prune < kPruneEvery) return;
    logged_since_prune = 0;
    std::int64_t keep_from = sqlite3_last_insert_rowid(db.handle()) + 1;
    for (const auto& [match, seq] : first_log_seq)
      keep_from = std::min(keep_from, seq);
    begin.run();
    prune.bind(1, keep_from).run();
    commit.run();
  }
  void operator()(const ChatRecord& r) {
    chat.bind(1, r.room_id).bind(2, r.match_id).bind(3, r.at_ms).bind(4, r.session_id);
    chat.bind(5, r.name).bind(6, std::int64_t{r.seat}).bind(7, r.text).run();
  }

  Database db;
  Statement session, room, room_guest, room_closed, match_start, match_version, match_offers,
      log_action, archive_moves;
  Statement tournament;
  Statement match_end, prune, chat, rating, rating_history, rating_now, rated_already;
  Statement begin, commit, rollback;
  std::unordered_map<std::string, std::int64_t> first_log_seq;  // live match -> its first log row
  std::int64_t logged_since_prune = 0;
};

SqliteStore::SqliteStore(SqliteStoreOptions options)
    : options_(std::move(options)),
      writer_(std::make_unique<Writer>(options_)),
      reader_(std::make_unique<Database>(options_.path)),
      accounts_(std::make_unique<SqliteAccounts>(options_.path)),
      push_subscriptions_(std::make_unique<SqlitePushSubscriptions>(options_.path)),
      checkpointer_(std::make_unique<WalCheckpointer>(options_.path, options_.checkpoint_period)),
      last_cleanup_(ServerClock::now()),
      queue_(WriteQueue::Steps{[this](const WriteQueue::Batch& batch) { commit(batch); },
                               [this] { writer_->rollback.run(); }, [this] { after_commit(); },
                               options_.deliver},
             options_.gather) {}

SqliteStore::~SqliteStore() = default;

AccountStore* SqliteStore::accounts() {
  return accounts_.get();
}

PushSubscriptionStore* SqliteStore::push_subscriptions() {
  return push_subscriptions_.get();
}

void SqliteStore::write(StoreWrite record, std::function<void()> done) {
  queue_.write(std::move(record), std::move(done));
}

void SqliteStore::write_together(std::vector<StoreWrite> records, std::function<void()> done) {
  queue_.write(std::move(records), std::move(done));
}

void SqliteStore::flush() {
  queue_.flush();
}

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

std::vector<TournamentRecord> SqliteStore::tournaments() {
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
