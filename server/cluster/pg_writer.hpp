#pragma once
// The store's write connection and its statements, used under the store's writer mutex only.
// Each record becomes one statement of the batch's pipeline, after its room's fence: the first
// write of a room this node has no epoch for claims it (a new room), every other one checks the
// room's epoch (deploy/cluster/DESIGN.md).

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "server/cluster/pg_connection.hpp"
#include "server/store/records.hpp"

namespace rockpool::server::cluster {

class PgWriter {
 public:
  PgWriter(const std::string& conninfo, const std::string& application_name, std::string node_id);

  // On a new session (the last one went away with its locks), takes every owned room's lock
  // again; returns the rooms that went on elsewhere meanwhile.
  std::vector<std::string> retake_rooms();
  // Queues the room's fence before its first write of the batch; false: the room is lost here.
  bool enter(const std::string& room);
  // A batch that did not commit claimed nothing.
  void forget_claims();
  void begin_batch();
  // Before a batch's pipeline: opens the batch's transaction and rates its rated ends (EndRating)
  // from both players' rating rows, locked in one order and read in it, so that ends committed by
  // any node one after another compose. False when it has none (the pipeline opens it then).
  bool rate_ends(const std::vector<const MatchEndRecord*>& ends);

  // Queues a record's statement (std::visit over a StoreWrite).
  void operator()(const SessionRecord& r);
  void operator()(const RoomRecord& r);
  void operator()(const RoomGuestRecord& r);
  void operator()(const RoomClosedRecord& r);
  void operator()(const RoomReleasedRecord& r);
  void operator()(const RoomOwnedRecord& r) { enter(r.room_id); }
  void operator()(const MatchStartRecord& r);
  void operator()(const MatchVersionRecord& r);
  void operator()(const MatchOffersRecord& r);
  void operator()(const ActionRecord& r);
  void operator()(const MatchEndRecord& r);
  void operator()(const ChatRecord& r);
  void operator()(const LobbyRecord& r);
  void operator()(const TurnRecord& r);
  // Under the fence of kTournamentHall.
  void operator()(const TournamentRecord& r);

  PgConnection db;
  const std::string node_id;
  std::unordered_map<std::string, std::int64_t> epochs;  // the rooms this node owns
  std::unordered_set<std::string> lost;                  // rooms whose writes are dropped
  std::unordered_set<std::string> fenced;                // this batch's rooms, fenced already
  std::vector<std::string> claimed;                      // rooms this batch claims
  std::vector<std::string> closed;  // rooms this batch closes or lets go of: released after it
  std::unordered_map<std::string, RatedEnd> rated;  // this batch's rated ends, by match
};

}  // namespace rockpool::server::cluster
