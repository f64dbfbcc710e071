#pragma once
// A room: its members, its current match, its chat and its timers. A room is the unit of
// concurrency: everything in it runs on its own strand, so the engine needs no lock. Nothing that
// shows a change goes out before the store has committed it (the commit gate).

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/request.hpp"
#include "protocol/room_facts.hpp"
#include "rules/core/game.hpp"
#include "server/net/batched_signal.hpp"
#include "server/net/net.hpp"
#include "server/room/commit_gate.hpp"
#include "server/room/match.hpp"
#include "server/room/match_timers.hpp"
#include "server/room/responder.hpp"
#include "server/room/room_chat.hpp"
#include "server/room/room_identity.hpp"
#include "server/room/room_listener.hpp"
#include "server/room/room_members.hpp"
#include "server/room/room_presence.hpp"
#include "server/room/seat_controls.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

struct RoomHost;

class Room : public std::enable_shared_from_this<Room> {
 public:
  // `host_address`: the client address the room counts against (empty: none).
  Room(RoomHost& room_host, std::string id, std::string code, RoomSettings settings,
       const SessionPtr& host, std::string host_address = std::string());
  ~Room();

  // A room read back from the store at start, with its latest match replayed; nullptr if its game
  // or its host's session is gone. Call resume() once it is in the directory.
  static std::shared_ptr<Room> restore(RoomHost& host, const StoredRoom& stored);
  void resume();
  // Cluster mode: another node owns the room now (at `owner_url`, empty when not known). It stops
  // at once, writes nothing more, and its clients are told `moved` (from any thread); a mover
  // whose action was not committed, or a joiner not yet answered, is told `room/moved` (the new
  // owner never saw it).
  void give_away(std::string owner_url);
  // Cluster mode, draining: the room takes no more requests; once what it wrote is committed and
  // shown (each mover gets its reply with its update, as always), it stops, its lock is let go
  // of, its clients are told `moved` (to any node) and `released` runs (on the store's thread).
  // From any thread.
  void hand_over(std::function<void()> released);

  const std::string& id() const { return identity_.id; }
  const std::string& code() const { return identity_.code; }
  const RoomSettings& settings() const { return identity_.settings; }
  // What listeners may read, on the room's strand: the current match (null before the first),
  // and what the room shows of itself in the lobby, or with `watchers` in room.state
  // (room_state.cpp).
  const Match* match() const { return match_.get(); }
  protocol::RoomFacts facts(bool watchers = false) const;

  // Each of these runs on the room's strand. A new room is opened once: its record is written,
  // then the host joins and a bot opponent takes its seat.
  void open(Responder host_responder);
  // A room quick pairing or a tournament opened (room_pairing.cpp): `guest` takes the other seat
  // and the match starts; then `started` runs on the strand (to tell the players of their room).
  void open_with_guest(SessionPtr guest, std::function<void(const Room&)> started = nullptr);
  void join(Responder responder, bool as_player);
  void leave(Responder responder);
  void detach(ConnectionPtr connection);                        // the connection closed
  void handle(Responder responder, protocol::Request request);  // match.* and chat.send

  // A feature that listens to the room (a bot's seat, say): registered before the room opens or
  // resumes.
  void listen(std::shared_ptr<RoomListener> listener);
  // What a player who is no connection may see and do from its seat (room_seat_controls.cpp).
  SeatControls seat_controls();

 private:
  using Member = RoomMembers::Member;

  // Membership and the match's frames (room.cpp).
  // `committed` runs on the strand once the match's start is committed.
  void start_match(bool rematch, std::function<void()> committed = nullptr);
  // Sends every audience its patch, and their replies to the movers waiting for it, once the
  // store has committed what it shows.
  void publish();
  void send_snapshot(const Member& member);
  // A write that must be durable before the room's next frame, with what listeners store with it
  // in its transaction; `committed` runs on the strand once it is, before those frames (a reply
  // that acknowledges it, say). A match's end (end_record) goes to the listener that writes ends
  // if one does, and its frames show what listeners set from the store's commit.
  void persist(StoreWrite record, std::function<void()> committed = nullptr);
  void on_committed();
  // What the room shows of itself changed: room.state goes out (coalesced), and listeners hear.
  void send_room_state();

  // Stopping here (room_stopping.cpp): closed, given away or handed over.
  void close();
  // The room stops here: its members get `goodbye` (unless empty) and it leaves every list and
  // count of this node. Handed over (`released` set), its lock is let go of, and once that is
  // committed its members are told `moved` and `released` runs.
  void leave_node(const std::string& goodbye, std::function<void()> released = nullptr);

  // Requests during a match (room_requests.cpp).
  void on_action(const Responder& responder, const protocol::Request& request);
  void finish_match(MatchResult result);
  // The store's record of the last action (and the end, if it ended the match).
  void record_last_action();

  RoomHost& host_;
  net::any_io_executor strand_;  // a strand when several threads run
  RoomIdentity identity_;        // set as the room is made or read back
  RoomMembers members_;
  int match_number_ = 0;
  std::unique_ptr<Match> match_;
  CommitGate gate_;
  RoomChat chat_;
  MatchTimers timers_;
  RoomPresence presence_;
  std::vector<std::shared_ptr<RoomListener>> listeners_;
  BatchedSignal room_state_;
  // Whether the room has stopped here: closed, or `moved` (another node serves it now).
  enum class Stop { running, closed, moved };
  Stop stop_ = Stop::running;
  // A hand-over that waits for the room's writes in flight (its `released`).
  std::function<void()> hand_over_waiting_;
};

}  // namespace rockpool::server
