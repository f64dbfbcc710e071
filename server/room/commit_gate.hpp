#pragma once
// A room's frames wait for the store: nothing that shows a change goes out before the change is
// committed. The gate counts the room's writes in flight; an update asked for meanwhile runs once,
// after the last commit, with the replies of the movers whose actions it carries; a snapshot asked
// for meanwhile goes out after that update, and its member gets no patch of it first (it would
// reach the member before it had a view to apply it to). Runs on the room's strand.

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "server/net/connection.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

class CommitGate {
 public:
  // Whether no write is in flight: frames may go out now.
  bool open() const { return writes_in_flight_ == 0; }
  void write_started() { ++writes_in_flight_; }
  // A write is committed; true when it was the last in flight (the gate is open again).
  bool write_committed() { return --writes_in_flight_ == 0; }

  // An update to send once the gate opens (asked for any number of times, sent once).
  void defer_update() { update_waiting_ = true; }
  bool take_update() { return std::exchange(update_waiting_, false); }

  // A mover whose reply goes out with the update that carries its action.
  void add_mover(Responder mover) { movers_.push_back(std::move(mover)); }
  std::vector<Responder> take_movers() { return std::exchange(movers_, {}); }

  // A reply held until the gate opens, and the frames that follow it (a join's in a cluster: it
  // is answered once a write has shown the room is still this node's).
  struct HeldReply {
    Responder responder;
    std::string result;
    std::vector<Frame> then;
  };
  void hold_reply(HeldReply reply) { held_replies_.push_back(std::move(reply)); }
  std::vector<HeldReply> take_held_replies() { return std::exchange(held_replies_, {}); }

  void defer_snapshot(const ConnectionPtr& connection) {
    if (!snapshot_deferred(connection)) snapshots_.push_back(connection);
  }
  bool snapshot_deferred(const ConnectionPtr& connection) const {
    return std::find(snapshots_.begin(), snapshots_.end(), connection) != snapshots_.end();
  }
  std::vector<ConnectionPtr> take_snapshots() { return std::exchange(snapshots_, {}); }

 private:
  int writes_in_flight_ = 0;
  bool update_waiting_ = false;
  std::vector<Responder> movers_;
  std::vector<HeldReply> held_replies_;
  std::vector<ConnectionPtr> snapshots_;
};

}  // namespace rockpool::server
