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
#include "server/room/room_listener.hpp"
#include "server/room/room_members.hpp"
#include "server/room/seat_controls.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

struct ServerContext;

struct RoomSettings {
  const rules::Game* game = nullptr;
  rules::OptionValues options;
  bool is_public = true;
  std::optional<ClockSettings> clock;
  protocol::FirstSeat first = protocol::FirstSeat::random;
  int bot_level = 0;      // the bot opponent's level; 0: a human opponent
  bool rated = false;     // both seats are accounts, and matches change their ratings
  int days_per_move = 0;  // correspondence: the days each decision may take; 0: none
  // A tournament's game: its tournament's id and the game's index in it; empty: none.
  std::string tournament_id;
  int tournament_game = -1;
  bool quick = false;  // opened by quick pairing
  bool in_tournament() const { return !tournament_id.empty(); }
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  // Presence changes (joins, leaves, connections) are coalesced: a room.state goes out at once
  // if none went out in the last kStateBatch, else once when the batch ends.
  static constexpr std::chrono::milliseconds kStateBatch{100};

  // `host_address`: the client address the room counts against (empty: none).
  Room(ServerContext& context, std::string id, std::string code, RoomSettings settings,
       const SessionPtr& host, std::string host_address = std::string());
  ~Room();

  // A room read back from the store at start, with its latest match replayed; nullptr if its game
  // or its host's session is gone. Call resume() once it is in the directory.
  static std::shared_ptr<Room> restore(ServerContext& context, const StoredRoom& stored);
  void resume();
  // Writes the room's record (at creation).
  void save();
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

  const std::string& id() const { return id_; }
  const std::string& code() const { return code_; }
  const RoomSettings& settings() const { return settings_; }
  // What listeners may read, on the room's strand: the current match (null before the first),
  // and what the room shows of itself in room.state and the lobby (room_state.cpp).
  const Match* match() const { return match_.get(); }
  protocol::RoomFacts facts() const;

  // Each of these runs on the room's strand.
  void open(Responder host_responder);  // the host joins; a bot opponent takes its seat
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
  void do_join(const Responder& responder, bool as_player);
  void after_leaving(const std::vector<Role>& roles);
  // `committed` runs on the strand once the match's start is committed.
  void start_match(bool rematch, std::function<void()> committed = nullptr);
  // Sends every audience its patch, and their replies to the movers waiting for it, once the
  // store has committed what it shows.
  void publish();
  void send_snapshot(const Member& member);
  // A write that must be durable before the room's next frame, with what listeners store with it
  // in its transaction; `committed` runs on the strand once it is, before those frames (a reply
  // that acknowledges it, say).
  void persist(StoreWrite record, std::function<void()> committed = nullptr);
  // Raises the match's version ceiling by a block, durably, before the versions above are sent.
  void reserve_versions();
  void on_committed();

  // The facts with who watches, which only room.state shows (room_state.cpp).
  protocol::RoomFacts state_facts() const;
  // What the room shows of itself changed: room.state goes out (coalesced), and listeners hear.
  void send_room_state();

  // Presence: grace periods, closing, stopping here (room_presence.cpp); the match's timers are
  // timers_ (match_timers.hpp).
  void on_person_disconnected(Person person);
  void on_person_returned(Person person);
  void on_grace_over(Person person);
  // A correspondence match goes on with nobody in the room: the room stays open until it ends.
  bool keeps_open() const;
  void schedule_close();
  void close();
  // The room stops here (closed, given away or handed over): its members get `goodbye` (unless
  // empty) and it leaves every list and count of this node. Returns the members' connections.
  std::vector<ConnectionPtr> leave_node(const std::string& goodbye);
  // The rest of hand_over(), once the room's writes are committed.
  void finish_hand_over(std::function<void()> released);
  // The answer to a request that reached the room once it stopped here: sent on (`moved`) when
  // another node serves it now, not found when it closed.
  void refuse_stopped(const Responder& responder) const;

  // Requests during a match (room_requests.cpp).
  void on_action(const Responder& responder, const protocol::Request& request);
  // A seat's request other than an action, applied to the match.
  MatchOutcome seat_request(rules::Seat seat, const protocol::Request& request);
  // Replies to a seat's request as its outcome says, and publishes what it changed.
  void on_outcome(const Responder& responder, const MatchOutcome& outcome);
  void on_chat(const Responder& responder, const protocol::Request& request);
  void finish_match(MatchResult result);
  // The end of a match called off because `at_fault` did not play or come: no result, except in
  // a tournament's game, which is lost by the seat at fault (drawn when both are).
  MatchResult called_off(rules::SeatSet at_fault, std::string reason) const;
  // The store's records of the last action (and the end, if it ended the match).
  void answer_restored_action(const Responder& responder);
  void record_last_action();
  void record_end(std::function<void()> committed = nullptr);

  ServerContext& context_;
  net::any_io_executor strand_;  // a strand when several threads run
  const std::string id_;
  const std::string code_;
  const RoomSettings settings_;
  const std::string options_json_;  // the settings' options as JSON, written once
  std::int64_t created_ms_;
  const std::string host_address_;
  RoomMembers members_;
  int match_number_ = 0;
  std::unique_ptr<Match> match_;
  CommitGate gate_;
  RoomChat chat_;
  std::array<std::unique_ptr<ServerTimer>, 2> grace_timers_;  // by Person
  MatchTimers timers_;
  ServerTimer close_timer_;
  std::vector<std::shared_ptr<RoomListener>> listeners_;
  BatchedSignal room_state_;
  // Whether the room has stopped here: closed, or `moved` (another node serves it now).
  enum class Stop { running, closed, moved };
  Stop stop_ = Stop::running;
  // A hand-over that waits for the room's writes in flight (its `released`).
  std::function<void()> hand_over_waiting_;
};

}  // namespace rockpool::server
