#pragma once
// The store on PostgreSQL: the same records and the same guarantees as the embedded SqliteStore
// (a write is reported done once committed; batches share a commit), on a database that several
// nodes share. Writes are committed by a WriteQueue on a connection of their own, each batch sent
// as one pipeline (one round trip); reads use another connection. Every write is idempotent, so a
// commit whose answer was lost with the connection can be sent again. Rooms have owners: a room's
// writes commit only under the epoch its node acquired it at (deploy/cluster/DESIGN.md).

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "server/cluster/pg_reader.hpp"
#include "server/nodes/cluster.hpp"
#include "server/server_clock.hpp"
#include "server/store/queued_store.hpp"
#include "server/store/write_queue.hpp"

namespace rockpool::server::cluster {

class PgConnection;
class NodeHeartbeat;
class LobbyListener;
class PgWriter;
class PgSeekBoard;

struct PostgresStoreOptions {
  std::string conninfo;                       // postgresql://user@host:port/database
  std::string application_name = "rockpool";  // as pg_stat_activity shows the connections
  std::chrono::hours chat_retention{24 * 30};
  std::function<void(std::function<void()>)> deliver = {};  // as SqliteStoreOptions::deliver
  std::string node_id = "node1";  // the owner rooms name; empty: no heartbeat (tests of the store)
  std::string advertise = {};     // this node's ws:// address for `moved`, or empty
};

class PostgresStore final : public QueuedStore, public TournamentStore {
 public:
  explicit PostgresStore(PostgresStoreOptions options);
  ~PostgresStore() override;

  RecoveredState recover() override;
  std::vector<MatchSummary> finished_matches(const HistoryQuery& query) override;
  std::optional<StoredMatch> match(const std::string& id) override;
  std::optional<SessionRecord> session(const std::string& token) override;
  int forget_old_chat(std::int64_t now_ms) override;
  AccountStore* accounts() override { return accounts_.get(); }
  PushSubscriptionStore* push_subscriptions() override { return push_subscriptions_.get(); }
  ReviewStore* reviews() override { return reviews_.get(); }

  TournamentStore* tournaments() override { return this; }
  std::vector<TournamentRecord> kept_tournaments() override;

  // How the nodes share the rooms (PostgresCluster; each as Cluster says).
  RoomClaim acquire_room(const std::string& room_id);
  std::optional<StoredRoom> load_room(const std::string& key, bool by_code);
  std::vector<std::string> orphaned_rooms(std::size_t limit, bool tournament_games);
  std::vector<std::string> turn_lines(const std::string& public_id, const std::string& account_id);
  void on_ownership_lost(
      const std::function<void(const std::string&, const std::string&)>& handler);
  void follow_lobby(const std::function<void(LobbyChanges)>& handler);
  SeekBoard* seek_board();

 private:
  WriteQueue& queue() override { return queue_; }
  void commit(WriteQueue::Batch& batch);
  // After the heartbeat's connection came back (PostgreSQL restarted, say), or after a silence
  // longer than kNodeTimeout (the node was frozen: another node may have ended its writer's
  // session): the writer connects again now if its session went, and takes its rooms' locks again,
  // rather than at its next write. Rooms that went on elsewhere stop here.
  void check_writer();
  void lose(const std::string& room);
  void roll_back();
  void after_commit();

  PostgresStoreOptions options_;
  std::mutex writer_mutex_;  // the writer's connection: commits and acquisitions
  std::unique_ptr<PgWriter> writer_;
  std::function<void(const std::string&, const std::string&)> lost_handler_;
  std::unique_ptr<NodeHeartbeat> heartbeat_;
  PgReader reader_;
  std::unique_ptr<AccountStore> accounts_;                     // on a connection of its own
  std::unique_ptr<PushSubscriptionStore> push_subscriptions_;  // on a connection of its own
  std::unique_ptr<ReviewStore> reviews_;                       // on a connection of its own
  std::unique_ptr<LobbyListener> lobby_listener_;
  std::unique_ptr<PgSeekBoard> seek_board_;  // with a node id only; stopped first: it flushes
  ServerClock::time_point last_cleanup_;
  WriteQueue queue_;  // last: its writer uses the members above, and stops first
};

}  // namespace rockpool::server::cluster
