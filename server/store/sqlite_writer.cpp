#include "server/store/sqlite_writer.hpp"

#include "server/ratings/end_rating.hpp"
#include "server/store/archived_moves.hpp"
#include "server/store/sqlite_rows.hpp"
#include "server/store/sqlite_schema.hpp"

namespace rockpool::server {

SqliteWriter::SqliteWriter(const std::string& path, bool full_sync) : db(path) {
  db.exec("PRAGMA journal_mode=WAL");
  db.exec(full_sync ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL");
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

void SqliteWriter::operator()(const SessionRecord& r) {
  session.bind(1, r.token).bind(2, r.public_id).bind(3, r.name).bind(4, r.seen_ms).run();
}

void SqliteWriter::operator()(const RoomRecord& r) {
  room.bind(1, r.id).bind(2, r.code).bind(3, std::int64_t{r.is_public}).bind(4, r.game);
  room.bind(5, r.options_json).bind(6, r.clock_initial_ms).bind(7, r.clock_increment_ms);
  room.bind(8, r.first).bind(9, std::int64_t{r.bot_level}).bind(10, r.host_token);
  room.bind(11, r.created_ms).bind(12, std::int64_t{r.rated});
  room.bind(13, std::int64_t{r.days_per_move}).bind(14, r.tournament_id);
  room.bind(15, std::int64_t{r.tournament_game}).bind(16, std::int64_t{r.quick}).run();
}

void SqliteWriter::operator()(const TournamentRecord& r) {
  tournament.bind(1, r.id).bind(2, r.code).bind(3, std::int64_t{r.is_public});
  tournament.bind(4, std::int64_t{r.finished}).bind(5, r.host_token).bind(6, r.created_ms);
  tournament.bind(7, r.state_json).bind(8, r.version).run();
}

void SqliteWriter::operator()(const RoomGuestRecord& r) {
  room_guest.bind(1, r.room_id).bind(2, r.guest_token).run();
}

void SqliteWriter::operator()(const RoomClosedRecord& r) {
  room_closed.bind(1, r.room_id).bind(2, r.closed_ms).run();
}

void SqliteWriter::operator()(const MatchStartRecord& r) {
  match_start.bind(1, r.id).bind(2, r.room_id).bind(3, std::int64_t{r.number});
  match_start.bind(4, std::int64_t{r.host_seat}).bind(5, r.game).bind(6, r.options_json);
  for (int seat = 0; seat < 2; ++seat) {
    match_start.bind(7 + seat * 4, r.seats[seat].token).bind(8 + seat * 4, r.seats[seat].public_id);
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

void SqliteWriter::operator()(const MatchVersionRecord& r) {
  match_version.bind(1, r.match_id).bind(2, r.ceiling).run();
}

void SqliteWriter::operator()(const MatchOffersRecord& r) {
  match_offers.bind(1, r.match_id).bind(2, std::int64_t{r.draw_offer});
  match_offers.bind(3, std::int64_t{r.draw_offer_ply});
  match_offers.bind(4, std::int64_t{offered_rematches(r.rematch)}).run();
}

void SqliteWriter::operator()(const ActionRecord& r) {
  log_action.bind(1, r.match_id).bind(2, std::int64_t{r.ply}).bind(3, std::int64_t{r.seat});
  log_action.bind(4, r.notation).bind(5, r.at_ms);
  bind_request_id(log_action, 6, r.request_id).bind(7, r.position_version).run();
  // A match's first action starts its stretch of the log; later ones need no lookup (a match
  // that was live at start-up has its entry from the log itself).
  if (r.ply == 1) first_log_seq.try_emplace(r.match_id, sqlite3_last_insert_rowid(db.handle()));
  ++logged_since_prune;
}

void SqliteWriter::operator()(const MatchEndRecord& r) {
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

void SqliteWriter::rate(const EndRating& end, std::int64_t ended_ms, const std::string& match_id) {
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

void SqliteWriter::prune_log() {
  if (logged_since_prune < kPruneEvery) return;
  logged_since_prune = 0;
  std::int64_t keep_from = sqlite3_last_insert_rowid(db.handle()) + 1;
  for (const auto& [match, seq] : first_log_seq)
    keep_from = std::min(keep_from, seq);
  begin.run();
  prune.bind(1, keep_from).run();
  commit.run();
}

void SqliteWriter::operator()(const ChatRecord& r) {
  chat.bind(1, r.room_id).bind(2, r.match_id).bind(3, r.at_ms).bind(4, r.session_id);
  chat.bind(5, r.name).bind(6, std::int64_t{r.seat}).bind(7, r.text).run();
}

}  // namespace rockpool::server
