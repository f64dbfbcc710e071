#pragma once
// How the nodes that serve one site share its rooms. Each room has one owner among the nodes; a
// node serves the rooms it owns, tells clients where the others are (`moved`), adopts the rooms of
// dead nodes and lists every node's rooms, seeks and turns. SingleNode is the cluster of one
// node (it owns every room and keeps nothing out of memory); cluster::PostgresCluster shares the
// rooms through the PostgreSQL database its nodes write to (deploy/cluster/DESIGN.md).

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "server/net/connection.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

class Room;
class SeekBoard;

// Whether this node may serve a room.
struct RoomClaim {
  bool owned = true;
  std::string owner_url;  // when not owned: the owner's WebSocket address, or empty if unknown
};

// What became of a request for a room this node does not hold.
enum class Elsewhere {
  served,     // the room is here now: route the request again
  moved,      // a `moved` frame went out
  not_found,  // no such open room
  unknown,    // the store could not be read (its database is away): nothing is known
};

class Cluster {
 public:
  virtual ~Cluster() = default;

  // Once the server listens: rooms of dead nodes that nobody asks for are adopted now and then.
  virtual void start() = 0;
  // Draining: every room of this node is handed over (its lock released, its clients told
  // `moved`), then tournaments; blocks until that is done or timed out.
  virtual void drain() = 0;
  // Adds to `room`, before it opens or resumes, the listeners that keep the other nodes informed
  // of it (its lobby entry, its turn lines) and keep a stale copy of it from answering.
  virtual void follow(Room& room) = 0;

  // Makes this node the room's owner unless a live node owns it. Blocks on the database: call it
  // off network threads and strands.
  virtual RoomClaim acquire_room(const std::string& room_id) = 0;
  // `stored`, as the store's recovery read it at start, if this node may serve it (no live node
  // owns it); read again once it is this node's, since its last owner may have written until it
  // let go.
  virtual std::optional<StoredRoom> take_recovered(const StoredRoom& stored) = 0;
  // An open room as recovery reads it, by its id or (when `by_code`) its invite code; blocks.
  virtual std::optional<StoredRoom> load_room(const std::string& key, bool by_code) = 0;
  // Open rooms whose owner is dead, at most `limit` of them in no fixed order, for this node to
  // adopt; blocks. Tournaments' games when `tournament_games`, the others otherwise.
  virtual std::vector<std::string> orphaned_rooms(std::size_t limit, bool tournament_games) = 0;
  // A request names a room this node does not hold (`key`: its id, or its invite code when
  // `by_code`): `then` runs on the connection's strand with what became of it.
  virtual void find_room(const ConnectionPtr& connection, std::string key, bool by_code,
                         std::function<void(Elsewhere)> then) = 0;
  // `handler` is called (on the store's writer) when a room's write found another owner: the room
  // must stop here. `owner_url`: the live owner's WebSocket address, or empty when none is known.
  virtual void on_ownership_lost(
      const std::function<void(const std::string& room_id, const std::string& owner_url)>&
          handler) = 0;
  // Reports what other nodes change in the lobby, on a thread of the cluster's own: first the
  // whole list, then each change soon after its commit; the whole list again after a lost
  // connection. An empty handler stops the reports (once a report under way has ended).
  virtual void follow_lobby(const std::function<void(LobbyChanges)>& handler) = 0;
  // Answers turns.list (request `id`) for `connection`'s session, with every node's lines; with
  // `watch`, the connection is sent its list again as it changes where the cluster can tell it.
  virtual void list_turns(const ConnectionPtr& connection, const std::string& id, bool watch) = 0;
  // The seeks of every node, for quick pairing across them; null when this node's own pool holds
  // every seek.
  virtual SeekBoard* seek_board() = 0;
  // Whether this node serves tournaments now, having taken them and their games over if no live
  // node did. Blocks on the database: call it off network threads and strands.
  virtual bool claim_tournaments() = 0;
};

}  // namespace rockpool::server
