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
#include "server/cluster/pg_session.hpp"
#include "server/cluster/pg_writer.hpp"
#include "server/cluster/postgres_accounts.hpp"
#include "server/cluster/postgres_push_subscriptions.hpp"
#include "server/store/sql_reviews.hpp"

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
      reader_(options_.conninfo, options_.application_name + " reader"),
      accounts_(std::make_unique<PostgresAccounts>(options_.conninfo, options_.application_name)),
      push_subscriptions_(std::make_unique<PostgresPushSubscriptions>(options_.conninfo,
                                                                      options_.application_name)),
      reviews_(
          std::make_unique<SqlReviews>(std::make_unique<PgSession>(std::make_unique<PgConnection>(
              options_.conninfo, options_.application_name + " reviews")))),
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
  return reader_.forget_chat_before(
      now_ms -
      std::chrono::duration_cast<std::chrono::milliseconds>(options_.chat_retention).count());
}

std::optional<SessionRecord> PostgresStore::session(const std::string& token) {
  return reader_.session(token);
}

std::optional<StoredMatch> PostgresStore::match(const std::string& id) {
  return reader_.match(id);
}

RecoveredState PostgresStore::recover() {
  return reader_.recover();
}

std::optional<StoredRoom> PostgresStore::load_room(const std::string& key, bool by_code) {
  return reader_.load_room(key, by_code);
}

std::vector<std::string> PostgresStore::turn_lines(const std::string& public_id,
                                                   const std::string& account_id) {
  return reader_.turn_lines(public_id, account_id);
}

std::vector<std::string> PostgresStore::orphaned_rooms(std::size_t limit, bool tournament_games) {
  return reader_.orphaned_rooms(options_.node_id, limit, tournament_games);
}

std::vector<TournamentRecord> PostgresStore::kept_tournaments() {
  return reader_.tournaments();
}

std::vector<MatchSummary> PostgresStore::finished_matches(const HistoryQuery& query) {
  return reader_.finished_matches(query);
}

}  // namespace rockpool::server::cluster
