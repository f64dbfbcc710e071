#pragma once
// The cluster whose nodes share one PostgreSQL database (PostgresStore): rooms are owned through
// the database's locks and epochs, the lobby, seeks and turn lines of every node are read from it,
// the rooms of dead nodes are adopted now and then, and a draining node hands its rooms over.

#include <memory>

#include "server/net/net.hpp"
#include "server/nodes/cluster.hpp"

namespace rockpool::server {
struct ServerContext;
}

namespace rockpool::server::cluster {

class PostgresStore;

class PostgresCluster final : public Cluster {
 public:
  // Both outlive the cluster.
  PostgresCluster(PostgresStore& store, ServerContext& context);
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

 private:
  // Rooms of dead nodes that no client asks for are adopted here, one round at a time.
  void schedule_adoption();
  // Every room handed over (its lock released, its clients told `moved`), then tournaments.
  void hand_over_rooms();

  PostgresStore& store_;
  ServerContext& context_;
  std::unique_ptr<ServerTimer> adoption_timer_;
};

}  // namespace rockpool::server::cluster
