#include "server/cluster/postgres_store.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "server/cluster/lobby_listener.hpp"
#include "server/cluster/node_heartbeat.hpp"
#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_reconnecting.hpp"
#include "server/cluster/pg_records.hpp"
#include "server/cluster/pg_schema.hpp"
#include "server/cluster/pg_seek_board.hpp"
#include "server/cluster/pg_writer.hpp"
#include "server/cluster/postgres_accounts.hpp"

namespace rockpool::server::cluster {

PostgresStore::PostgresStore(PostgresStoreOptions options)
    : options_(std::move(options)),
      writer_(std::make_unique<PgWriter>(options_.conninfo, options_.application_name,
                                         options_.node_id)),
      heartbeat_(options_.node_id.empty()
                     ? nullptr
                     : std::make_unique<NodeHeartbeat>(options_.conninfo, options_.application_name,
                                                       options_.node_id, options_.advertise,
                                                       [this] { check_writer(); })),
      reader_(
          std::make_unique<PgConnection>(options_.conninfo, options_.application_name + " reader")),
      accounts_(std::make_unique<PostgresAccounts>(options_.conninfo, options_.application_name)),
      last_cleanup_(ServerClock::now()),
      queue_(WriteQueue::Steps{[this](WriteQueue::Batch& batch) { commit(batch); },
                               [this] { roll_back(); }, [this] { after_commit(); },
                               options_.deliver}) {
  // A new writer session holds no lock: the rooms are taken again before anything is written.
  writer_->db.set_setup([this](PgConnection&) {
    for (const auto& room : writer_->retake_rooms())
      lose(room);
  });
  if (!options_.node_id.empty()) {
    seek_board_ = std::make_unique<PgSeekBoard>(options_.conninfo, options_.application_name,
                                                options_.node_id, [this] { flush(); });
  }
}

// The seek board's thread flushes the write queue, which goes before the other members.
PostgresStore::~PostgresStore() {
  seek_board_.reset();
}

SeekBoard* PostgresStore::seek_board() {
  return seek_board_.get();
}

AccountStore* PostgresStore::accounts() {
  return accounts_.get();
}

void PostgresStore::write(StoreWrite record, std::function<void()> done) {
  queue_.write(std::move(record), std::move(done));
}

void PostgresStore::write_together(std::vector<StoreWrite> records, std::function<void()> done) {
  queue_.write(std::move(records), std::move(done));
}

void PostgresStore::flush() {
  queue_.flush();
}

void PostgresStore::commit(WriteQueue::Batch& batch) {
  std::lock_guard lock(writer_mutex_);
  PgWriter& writer = *writer_;
  PgConnection& db = writer.db;
  std::vector<const MatchEndRecord*> rated_ends;
  for (const auto& queued : batch) {
    const auto* end = std::get_if<MatchEndRecord>(&queued.record);
    if (end && end->rating) rated_ends.push_back(end);
  }
  for (;;) {
    writer.begin_batch();
    try {
      const bool begun = writer.rate_ends(rated_ends);
      db.begin_pipeline();
      if (!begun) db.queue_sql("BEGIN");
      for (const auto& queued : batch)
        std::visit(writer, queued.record);
      db.queue_sql("COMMIT");
      db.finish_pipeline();
      break;
    } catch (const PgError& error) {
      writer.forget_claims();
      if (error.sqlstate() != kOwnershipLost) throw;
      // One room's writes are refused: the others commit without them, at once.
      db.exec("ROLLBACK");
      lose(error.detail());
    } catch (...) {
      writer.forget_claims();
      throw;
    }
  }
  // A closed room is let go of (its lock is not held for ever), and so is a room handed over.
  for (const auto& room : writer.closed) {
    writer.epochs.erase(room);
    try {
      db.run("release", PgParams().text(room).text(options_.node_id));
    } catch (const std::exception& error) {
      spdlog::warn("store: releasing room {}: {}", room, error.what());
    }
  }
  // A lost room's writes are never reported done: no reply, no frame shows them.
  if (!writer.lost.empty()) {
    for (auto& queued : batch) {
      if (queued.done && writer.lost.count(room_of(queued.record)) != 0) queued.done = {};
    }
  }
}

void PostgresStore::check_writer() {
  std::lock_guard lock(writer_mutex_);
  PgConnection& db = writer_->db;
  try {
    if (!db.broken()) db.exec("SELECT 1");
  } catch (const std::exception&) {
    // It went away: connected again below.
  }
  try {
    if (db.broken()) db.reconnect();
  } catch (const std::exception& error) {
    spdlog::warn("store: the writer's connection: {}", error.what());
  }
}

void PostgresStore::lose(const std::string& room) {
  spdlog::warn("store: room {} has another owner now: its writes are dropped", room);
  writer_->epochs.erase(room);
  writer_->lost.insert(room);
  if (!lost_handler_) return;
  // Where its clients go now: the new owner, when it is live (else any node, through the proxy).
  std::string owner_url;
  try {
    const std::int64_t timeout_s = std::chrono::seconds(kNodeTimeout).count();
    const PgResult owner = writer_->db.run("owner", PgParams().text(room).integer(timeout_s));
    if (owner.rows() > 0 && owner.boolean(0, 2)) owner_url = owner.text(0, 1);
  } catch (const std::exception& error) {
    spdlog::warn("store: room {}: looking for its owner: {}", room, error.what());
  }
  lost_handler_(room, owner_url);
}

void PostgresStore::on_ownership_lost(
    const std::function<void(const std::string&, const std::string&)>& handler) {
  std::lock_guard lock(writer_mutex_);
  lost_handler_ = handler;
}

void PostgresStore::follow_lobby(const std::function<void(LobbyChanges)>& handler) {
  lobby_listener_.reset();
  if (!handler) return;
  lobby_listener_ = std::make_unique<LobbyListener>(options_.conninfo, options_.application_name,
                                                    options_.node_id, handler);
}

RoomClaim PostgresStore::acquire_room(const std::string& room_id) {
  std::lock_guard lock(writer_mutex_);
  PgWriter& writer = *writer_;
  if (writer.epochs.count(room_id) != 0) return {};  // ours already
  PgConnection& db = writer.db;
  if (db.broken()) db.reconnect();
  // The lock is free only when no node holds the room: its owner's connection closed (the node
  // died) or it let the room go. A stale owner that wakes up is fenced by the new epoch.
  const std::int64_t timeout_s = std::chrono::seconds(kNodeTimeout).count();
  const auto take = [&] {
    return db.run("take", PgParams().text(room_id).text(options_.node_id).integer(timeout_s));
  };
  PgResult taken = take();
  if (taken.is_null(0, 0)) {
    const PgResult owner = db.run("owner", PgParams().text(room_id).integer(timeout_s));
    // A live owner's address; a silent one's is no use to a client.
    const bool live = owner.rows() > 0 && owner.boolean(0, 2);
    if (live) return {false, owner.text(0, 1)};
    // Silent, yet its database session holds the lock: a frozen or cut-off node. Its session is
    // ended (the database checks again that it is silent), which lets go of its locks.
    if (db.run("fence_owner", PgParams().text(room_id).integer(timeout_s)).integer(0, 0) == 0) {
      return {false, ""};
    }
    taken = take();
    if (taken.is_null(0, 0)) return {false, ""};
    spdlog::warn("store: room {}: its owner {} missed its heartbeats: its database session ended",
                 room_id, owner.rows() > 0 ? owner.text(0, 0) : "?");
  }
  const std::int64_t epoch = taken.integer(0, 0);
  writer.epochs[room_id] = epoch;
  writer.lost.erase(room_id);
  spdlog::info("store: room {} acquired at epoch {}", room_id, epoch);
  return {};
}

void PostgresStore::roll_back() {
  std::lock_guard lock(writer_mutex_);
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

template <class Read>
auto PostgresStore::read(const Read& read) -> decltype(read()) {
  std::lock_guard lock(read_mutex_);
  return read_reconnecting(*reader_, read);
}

std::optional<StoredMatch> PostgresStore::read_match(const std::string& id) {
  const PgResult header =
      reader_->query(std::string("SELECT ") + kMatchColumns + kDaysPerMoveColumn + kOffersColumns +
                         " FROM matches WHERE id = $1",
                     PgParams().text(id));
  if (header.rows() == 0) return std::nullopt;
  StoredMatch match;
  match.start = read_start(header, 0);
  match.start.days_per_move = static_cast<int>(header.integer(0, 24));
  match.end = read_end(header, 0);
  match.offers = read_offers(header, 0, 25);
  const PgResult actions = reader_->query(
      "SELECT match_id, ply, seat, notation, at_ms, request_id, position_version FROM actions "
      "WHERE match_id = $1 "
      "ORDER BY ply",
      PgParams().text(id));
  for (int row = 0; row < actions.rows(); ++row)
    match.actions.push_back(read_action(actions, row));
  return match;
}

std::optional<SessionRecord> PostgresStore::session(const std::string& token) {
  return read([&]() -> std::optional<SessionRecord> {
    const PgResult row =
        reader_->query("SELECT token, public_id, name, seen_ms FROM sessions WHERE token = $1",
                       PgParams().text(token));
    if (row.rows() == 0) return std::nullopt;
    return SessionRecord{row.text(0, 0), row.text(0, 1), row.text(0, 2), row.integer(0, 3)};
  });
}

std::optional<StoredMatch> PostgresStore::match(const std::string& id) {
  return read([&]() -> std::optional<StoredMatch> { return read_match(id); });
}

RecoveredState PostgresStore::recover() {
  std::lock_guard lock(read_mutex_);
  PgConnection& db = *reader_;
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

std::optional<StoredRoom> PostgresStore::load_room(const std::string& key, bool by_code) {
  return read([&]() -> std::optional<StoredRoom> {
    PgConnection& db = *reader_;
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

std::vector<std::string> PostgresStore::turn_lines(const std::string& public_id,
                                                   const std::string& account_id) {
  return read([&]() -> std::vector<std::string> {
    const PgResult rows = reader_->query(
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

std::vector<std::string> PostgresStore::orphaned_rooms(std::size_t limit) {
  return read([&]() -> std::vector<std::string> {
    // In random order: nodes that sweep at once mostly try different rooms first.
    const PgResult rows = reader_->query(
        "SELECT o.room_id FROM room_owner o JOIN rooms r ON r.id = o.room_id AND "
        "r.closed_ms IS NULL LEFT JOIN nodes n ON n.node_id = o.node_id WHERE o.node_id <> $1 "
        "AND NOT rockpool_node_live(n.heartbeat_at, $2) ORDER BY random() LIMIT $3",
        PgParams()
            .text(options_.node_id)
            .integer(std::chrono::seconds(kNodeTimeout).count())
            .integer(static_cast<std::int64_t>(limit)));
    std::vector<std::string> rooms;
    rooms.reserve(static_cast<std::size_t>(rows.rows()));
    for (int row = 0; row < rows.rows(); ++row)
      rooms.push_back(rows.text(row, 0));
    return rooms;
  });
}

std::vector<MatchSummary> PostgresStore::finished_matches(const HistoryQuery& query) {
  return read([&]() -> std::vector<MatchSummary> {
    // A private match is listed to its players only.
    const PgResult rows = reader_->query(
        std::string("SELECT ") + kMatchColumns + kDaysPerMoveColumn +
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

}  // namespace rockpool::server::cluster
