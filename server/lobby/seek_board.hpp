#pragma once
// The seeks of every node of a cluster, for quick pairing across nodes (implemented on PostgreSQL
// by cluster::PgSeekBoard). Each node puts its connections' seeks on the board and takes them off;
// pairing runs on one node at a time, over every seek of every live node; a pairing of a seeker
// connected elsewhere is announced to every node, and the seeker's node tells its connection.
// Every call returns at once: the database is used on a thread of the board's own, never on a
// network thread or a room's strand.

#include <functional>
#include <string>
#include <vector>

#include "server/lobby/seek_pool.hpp"

namespace rockpool::server {

// A seek as the board keeps it: the seeker's node and session token (for the node that pairs it
// to seat the session), its pool and the seek (arrival in wall-clock milliseconds).
struct SharedSeek {
  std::string node;
  std::string token;
  PoolKey pool;
  Seek seek;
};

class SeekBoard {
 public:
  // Called on the board's thread, one at a time.
  struct Handler {
    // In a pairing round, which has every live seek (none of a node whose heartbeat is gone), on
    // one node at a time: returns the seekers whose seeks go (paired, or their connection gone).
    std::function<std::vector<std::string>(std::vector<SharedSeek>)> choose;
    // After that round: whether its removals committed.
    std::function<void(bool committed)> chosen;
    // Each announcement of any node (its payload), this node's own included.
    std::function<void(const std::string&)> announced;
  };

  virtual ~SeekBoard() = default;
  // Starts the pairing rounds (once a second, and after each put) and the announcements; an empty
  // handler stops them, once the call under way has returned: from then on the board calls
  // nothing given to it before.
  virtual void follow(Handler handler) = 0;
  // The seek, in place of the seeker's earlier one.
  virtual void put(SharedSeek seek) = 0;
  // What a removal found: the seek, and took it off; none (a pairing took it first); or nothing
  // known, for the board stopped following before the removal ran.
  enum class Removal { removed, absent, unknown };
  // Takes this node's seek of the seeker off. `done` (optional) is called once: on the board's
  // thread while a handler is followed; or with `unknown`, by the call to follow that drops the
  // handler (for a removal still queued then) or by this call (when no handler is followed).
  // Once follow has dropped the handler, the board holds no `done` any more.
  virtual void remove(std::string seeker, std::function<void(Removal)> done) = 0;
  // Tells every node, once the store's writes queued before it are committed (the room the
  // payload names can be found from any node then).
  virtual void announce(std::string payload) = 0;
};

}  // namespace rockpool::server
