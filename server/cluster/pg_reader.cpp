#include "server/cluster/pg_reader.hpp"

#include <unordered_map>

#include "server/cluster/node_heartbeat.hpp"
#include "server/cluster/pg_reconnecting.hpp"
#include "server/cluster/pg_records.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server::cluster {

PgReader::PgReader(const std::string& conninfo, const std::string& application_name)
    : db_(std::make_unique<PgConnection>(conninfo, application_name)) {}

template <class Read>
auto PgReader::read(const Read& read) -> decltype(read()) {
  std::lock_guard lock(mutex_);
  return read_reconnecting(*db_, read);
}

std::optional<StoredMatch> PgReader::read_match(const std::string& id) {
  const PgResult header = db_->query(std::string("SELECT ") + kMatchColumns + kDaysPerMoveColumn +
                                         kOffersColumns + " FROM matches WHERE id = $1",
                                     PgParams().text(id));
  if (header.rows() == 0) return std::nullopt;
  StoredMatch match;
  match.start = read_start(header, 0);
  match.start.days_per_move = static_cast<int>(header.integer(0, 24));
  match.end = read_end(header, 0);
  match.offers = read_offers(header, 0, 25);
  const PgResult actions = db_->query(
      "SELECT match_id, ply, seat, notation, at_ms, request_id, position_version FROM actions "
      "WHERE match_id = $1 "
      "ORDER BY ply",
      PgParams().text(id));
  for (int row = 0; row < actions.rows(); ++row)
    match.actions.push_back(read_action(actions, row));
  return match;
}

std::optional<SessionRecord> PgReader::session(const std::string& token) {
  return read([&]() -> std::optional<SessionRecord> {
    const PgResult row =
        db_->query("SELECT token, public_id, name, seen_ms FROM sessions WHERE token = $1",
                   PgParams().text(token));
    if (row.rows() == 0) return std::nullopt;
    return SessionRecord{row.text(0, 0), row.text(0, 1), row.text(0, 2), row.integer(0, 3)};
  });
}

std::optional<StoredMatch> PgReader::match(const std::string& id) {
  return read([&]() -> std::optional<StoredMatch> { return read_match(id); });
}

RecoveredState PgReader::recover() {
  std::lock_guard lock(mutex_);
  PgConnection& db = *db_;
  RecoveredState state;
  db.exec("BEGIN ISOLATION LEVEL REPEATABLE READ");
  const PgResult rooms = db.query(std::string("SELECT ") + kRoomColumns +
                                  " FROM rooms WHERE closed_ms IS NULL ORDER BY created_ms, id");
  // Each open room's latest match, and its actions, in one pass each.
  const std::string latest_matches =
      " FROM matches WHERE room_id IN (SELECT id FROM rooms WHERE closed_ms IS NULL)"
      " ORDER BY room_id, number DESC";
  const PgResult latest = db.query(std::string("SELECT DISTINCT ON (room_id) ") + kMatchColumns +
                                   kOffersColumns + latest_matches);
  const PgResult actions = db.query(
      "SELECT match_id, ply, seat, notation, at_ms, request_id, position_version FROM actions "
      "WHERE match_id IN "
      "(SELECT DISTINCT "
      "ON (room_id) id" +
      latest_matches + ") ORDER BY match_id, ply");
  std::unordered_map<std::string, StoredMatch> matches;  // by room
  std::unordered_map<std::string, std::string> room_of;  // match id -> room id
  for (int row = 0; row < latest.rows(); ++row) {
    StoredMatch match;
    match.start = read_start(latest, row);
    match.end = read_end(latest, row);
    match.offers = read_offers(latest, row, 24);
    room_of[match.start.id] = match.start.room_id;
    matches.emplace(match.start.room_id, std::move(match));
  }
  for (int row = 0; row < actions.rows(); ++row) {
    ActionRecord action = read_action(actions, row);
    matches[room_of[action.match_id]].actions.push_back(std::move(action));
  }
  for (int row = 0; row < rooms.rows(); ++row) {
    StoredRoom stored = read_room(rooms, row);
    const RoomRecord& room = stored.room;
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

std::optional<StoredRoom> PgReader::load_room(const std::string& key, bool by_code) {
  return read([&]() -> std::optional<StoredRoom> {
    PgConnection& db = *db_;
    const PgResult rooms =
        db.query(std::string("SELECT ") + kRoomColumns + " FROM rooms WHERE " +
                     (by_code ? "code = $1 AND code <> ''" : "id = $1") + " AND closed_ms IS NULL",
                 PgParams().text(key));
    if (rooms.rows() == 0) return std::nullopt;
    StoredRoom stored = read_room(rooms, 0);
    const PgResult latest =
        db.query("SELECT id FROM matches WHERE room_id = $1 ORDER BY number DESC LIMIT 1",
                 PgParams().text(stored.room.id));
    if (latest.rows() > 0) stored.match = read_match(latest.text(0, 0));
    return stored;
  });
}

std::vector<std::string> PgReader::turn_lines(const std::string& public_id,
                                              const std::string& account_id) {
  return read([&]() -> std::vector<std::string> {
    const PgResult rows = db_->query(
        "SELECT line FROM turns WHERE public_id = $1 OR (account_id <> '' AND account_id = $2) "
        "ORDER BY deadline_ms, room_id",
        PgParams().text(public_id).text(account_id));
    std::vector<std::string> lines;
    lines.reserve(static_cast<std::size_t>(rows.rows()));
    for (int row = 0; row < rows.rows(); ++row)
      lines.push_back(rows.text(row, 0));
    return lines;
  });
}

std::vector<TournamentRecord> PgReader::tournaments() {
  return read([&]() -> std::vector<TournamentRecord> {
    const PgResult rows = db_->query(
        "SELECT id, code, is_public, finished, host_token, created_ms, state, version FROM "
        "tournaments ORDER BY created_ms, id");
    std::vector<TournamentRecord> all;
    all.reserve(static_cast<std::size_t>(rows.rows()));
    for (int row = 0; row < rows.rows(); ++row) {
      all.push_back({rows.text(row, 0), rows.text(row, 1), rows.boolean(row, 2),
                     rows.boolean(row, 3), rows.text(row, 4), rows.integer(row, 5),
                     rows.text(row, 6), rows.integer(row, 7)});
    }
    return all;
  });
}

std::vector<std::string> PgReader::orphaned_rooms(const std::string& node_id, std::size_t limit,
                                                  bool tournament_games) {
  return read([&]() -> std::vector<std::string> {
    // In random order: nodes that sweep at once mostly try different rooms first.
    const PgResult rows = db_->query(
        "SELECT o.room_id FROM room_owner o JOIN rooms r ON r.id = o.room_id AND "
        "r.closed_ms IS NULL AND (r.tournament_id <> '') = $4 LEFT JOIN nodes n ON "
        "n.node_id = o.node_id WHERE o.node_id <> $1 AND NOT "
        "rockpool_node_live(n.heartbeat_at, $2) ORDER BY random() LIMIT $3",
        PgParams()
            .text(node_id)
            .integer(std::chrono::seconds(kNodeTimeout).count())
            .integer(static_cast<std::int64_t>(limit))
            .boolean(tournament_games));
    std::vector<std::string> rooms;
    rooms.reserve(static_cast<std::size_t>(rows.rows()));
    for (int row = 0; row < rows.rows(); ++row)
      rooms.push_back(rows.text(row, 0));
    return rooms;
  });
}

std::vector<MatchSummary> PgReader::finished_matches(const HistoryQuery& query) {
  return read([&]() -> std::vector<MatchSummary> {
    // A private match is listed to its players only.
    const PgResult rows =
        db_->query(std::string("SELECT ") + kMatchColumns + kDaysPerMoveColumn +
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
      summary.start.days_per_move = static_cast<int>(rows.integer(row, 24));
      summary.end = *read_end(rows, row);
      summary.plies = static_cast<int>(rows.integer(row, 21));
      out.push_back(std::move(summary));
    }
    return out;
  });
}

int PgReader::forget_chat_before(std::int64_t cutoff_ms) {
  std::lock_guard lock(mutex_);
  return static_cast<int>(db_->query("DELETE FROM chat WHERE match_id IN (SELECT id FROM matches "
                                     "WHERE ended_ms IS NOT NULL AND ended_ms < $1)",
                                     PgParams().integer(cutoff_ms))
                              .affected());
}

}  // namespace rockpool::server::cluster
