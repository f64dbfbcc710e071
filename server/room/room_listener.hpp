#pragma once
// What a room tells the features that listen to it (registered before it opens or resumes), on
// the room's strand: a listener reacts to the room and its match as everyone sees them, adds what
// must be stored with the room's writes, and stops when the room does.

#include <functional>
#include <optional>
#include <vector>

#include "protocol/room_facts.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

class Match;

class RoomListener {
 public:
  virtual ~RoomListener() = default;
  // The room writes `record`, and the frames after it wait for its commit: a listener's own
  // records that must be committed with it (in its transaction) go into `with`.
  virtual void writing(const StoreWrite& /*record*/, std::vector<StoreWrite>& /*with*/) {}
  // A member joins: a record whose commit the join's reply (and the chat after it) waits for, or
  // none (in a cluster, the room's fence, which a stale copy of the room cannot pass).
  virtual std::optional<StoreWrite> join_fence() { return std::nullopt; }
  // The match ended and the room is about to write `end`: a listener adds what the store applies
  // with it (the rating update of a rated match).
  virtual void ending(MatchEndRecord& /*end*/) {}
  // The match's end is committed, and the frames that show it go out next: a listener sets on
  // `match` what the store made with the end (the rating changes).
  virtual void end_committed(Match& /*match*/) {}
  // Whether this listener writes the match's end rather than the room (a tournament's game,
  // whose end is written with its tournament's standings); if so, write_end() writes `end` and
  // calls `done` once it is committed, from any thread.
  virtual bool writes_end() const { return false; }
  virtual void write_end(MatchEndRecord&& /*end*/, std::function<void()>&& /*done*/) {}
  // The match started, or what it shows changed and is committed: the frames that show it go
  // out next. What a listener shows beside the match is brought up to date first.
  virtual void match_showing() {}
  // The match started, or what it shows changed: called once the frames that show it went out.
  virtual void match_shown() {}
  // What the room shows of itself may have changed: its players, their connections, spectators.
  virtual void room_changed() {}
  // The room describes itself in room.state: a listener adds what it knows of the room (a
  // tournament's game, its tournament).
  virtual void describing(protocol::RoomFacts& /*facts*/) const {}
  // The room was read back from the store (at start, or taken over from another node) and goes
  // on: its players were told of its match before.
  virtual void room_resumed() {}
  // The room stops taking requests here (closing, given away or handing over): nothing asked
  // before may act now. Called again as it leaves the node.
  virtual void room_stopped() = 0;
};

}  // namespace rockpool::server
