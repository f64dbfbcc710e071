#pragma once
// The cluster whose nodes share one PostgreSQL database (PostgresStore): rooms are owned through
// the database's locks and epochs, the lobby, seeks and turn lines of every node are read from it,
// the rooms of dead nodes are adopted now and then, and a draining node hands its rooms over.

#include <atomic>
#include <memory>

#include "server/net/net.hpp"
#include "server/nodes/cluster.hpp"
#include "server/nodes/room_takeover.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {
struct RoomHost;
class TournamentHall;
}  // namespace rockpool::server

namespace rockpool::server::cluster {

class PostgresStore;

// What the cluster uses of its node; all of it outlives the cluster. The rooms' host and the
// tournament hall are followed through their owners: both are made after the cluster, and the
// hall only when the store keeps tournaments.
struct PostgresClusterNode {
  net::io_context& io;
  StoreReaders& readers;
  const std::atomic<bool>& draining;
  const std::unique_ptr<RoomHost>& rooms;
  const std::unique_ptr<TournamentHall>& tournaments;
};

class PostgresCluster final : public Cluster {
 public:
  // `store` outlives the cluster.
  PostgresCluster(PostgresStore& store, PostgresClusterNode node);
  ~PostgresCluster() override;

  void start() override;
  void drain() override;
  void follow(Room& room) override;
  RoomClaim acquire_room(const std::string& room_id) override;
  std::optional<StoredRoom> take_recovered(const StoredRoom& stored) override;
  std::optional<StoredRoom> load_room(const std::string& key, bool by_code) override;
  std::vector<std::string> orphaned_rooms(std::size_t limit, bool tournament_games) override;
  void find_room(const ConnectionPtr& connection, std::string key, bool by_code,
                 std::function<void(Elsewhere)> then) override;
  void on_ownership_lost(
      const std::function<void(const std::string&, const std::string&)>& handler) override;
  void follow_lobby(const std::function<void(LobbyChanges)>& handler) override;
  // The lists are read from the database, and not pushed: the client polls.
  void list_turns(const ConnectionPtr& connection, const std::string& id, bool watch) override;
  SeekBoard* seek_board() override;
  bool claim_tournaments() override;

 private:
  // Rooms of dead nodes that no client asks for are adopted here, one round at a time.
  void schedule_adoption();
  // Every room handed over (its lock released, its clients told `moved`), then tournaments.
  void hand_over_rooms();

  PostgresStore& store_;
  PostgresClusterNode node_;
  RoomTakeover takeover_;
  std::unique_ptr<ServerTimer> adoption_timer_;
};

}  // namespace rockpool::server::cluster
