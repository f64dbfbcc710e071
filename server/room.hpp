#pragma once
// A room: its players and spectators, its current match, its chat and its timers. A room is the
// unit of concurrency: everything in it runs on its own strand, so the engine needs no lock.

#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/request.hpp"
#include "rules/core/game.hpp"
#include "server/commit_gate.hpp"
#include "server/connection.hpp"
#include "server/match.hpp"
#include "server/net.hpp"
#include "server/responder.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

struct ServerContext;

struct RoomSettings {
  const rules::Game* game = nullptr;
  rules::OptionValues options;
  bool is_public = true;
  std::optional<ClockSettings> clock;
  enum class First { random, host, guest } first = First::random;
  bool bot_opponent = false;
};

// "random", "host" or "guest", as rooms and their records write it.
const char* first_word(RoomSettings::First first);

class Room : public std::enable_shared_from_this<Room> {
 public:
  // Chat lines a room keeps for those who join later.
  static constexpr std::size_t kChatHistory = 50;
  static constexpr std::chrono::milliseconds kStateBatch{100};

  // `host_address`: the client address the room counts against (empty: none).
  Room(ServerContext& context, std::string id, std::string code, RoomSettings settings,
       const SessionPtr& host, std::string host_address = {});
  ~Room();

  // A room read back from the store at start, with its latest match replayed; nullptr if its game
  // or its host's session is gone. Call resume() once it is in the directory.
  static std::shared_ptr<Room> restore(ServerContext& context, const StoredRoom& stored);
  void resume();
  // Writes the room's record (at creation).
  void save();

  const std::string& id() const { return id_; }
  const std::string& code() const { return code_; }
  bool is_public() const { return settings_.is_public; }

  // Each of these runs on the room's strand.
  void open(Responder host_responder);  // the host joins; a bot opponent takes its seat
  void join(Responder responder, bool as_player);
  void leave(Responder responder);
  void detach(ConnectionPtr connection);                        // the connection closed
  void handle(Responder responder, protocol::Request request);  // match.* and chat.send

 private:
  struct Member {
    ConnectionPtr connection;
    SessionPtr session;
    int person;  // 0 host, 1 guest, -1 spectator
  };

  // Membership and life (room.cpp).
  void do_join(const Responder& responder, bool as_player);
  int person_of(const SessionPtr& session) const;
  int viewer_of(const Member& member) const;
  rules::Seat seat_of_person(int person) const { return person == 0 ? host_seat_ : 1 - host_seat_; }
  bool person_connected(int person) const;
  void start_match(bool rematch);
  // Sends every class its patch, and their replies to the movers waiting for it. Nothing is
  // published while a write is on its way to the store: a frame never shows an uncommitted change.
  void publish();
  void send_snapshot(const Member& member);
  // A write that must be durable before the room's next frame.
  void persist(StoreWrite record);
  // Raises the match's version ceiling by a block, durably, before the versions above are sent.
  void reserve_versions();
  void on_committed();
  // Presence changes (joins, leaves, connections) are coalesced: a room.state goes out at once
  // if none went out in the last kStateBatch, else once when the batch ends.
  void send_room_state();
  void flush_room_state();
  std::string room_state_json(int person) const;
  bool any_player_present() const;
  // The members the room's state and its lobby entry share: id, game, options, clock.
  void write_room_facts(rules::JsonText& json) const;
  const char* status_word() const;
  int spectator_count() const;
  void update_lobby();
  void on_person_disconnected(int person);
  void on_person_returned(int person);
  void on_grace_over(int person);
  void arm_flag_timer();
  void schedule_close();
  void close();
  Member* find_member(const ConnectionPtr& connection);

  // Requests during a match (room_requests.cpp).
  void on_action(const Responder& responder, const protocol::Request& request);
  // A seat's request other than an action, applied to the match.
  MatchOutcome seat_request(rules::Seat seat, const protocol::Request& request);
  // Replies to a seat's request as its outcome says, and publishes what it changed.
  void on_outcome(const Responder& responder, const MatchOutcome& outcome);
  void on_chat(const Responder& responder, const protocol::Request& request);
  void finish_match(MatchResult result);
  // The store's records of the last action (and the end, if it ended the match).
  void record_last_action();
  void record_end();

  // Bots (room_bot.cpp).
  void schedule_bot();
  void bot_move(const std::string& match_id, std::int64_t position_version, rules::Seat seat,
                std::string notation);

  ServerContext& context_;
  net::any_io_executor strand_;  // a strand when several threads run
  const std::string id_;
  const std::string code_;
  const RoomSettings settings_;
  const std::string options_json_;  // the settings' options as JSON, written once
  std::int64_t created_ms_;
  std::array<std::optional<Participant>, 2> people_;  // host, guest
  int host_seat_ = 0;
  int match_number_ = 0;
  std::unique_ptr<Match> match_;
  std::vector<Member> members_;
  std::deque<std::string> chat_;
  std::array<std::unique_ptr<net::steady_timer>, 2> grace_timers_;
  net::steady_timer flag_timer_;
  net::steady_timer close_timer_;
  net::steady_timer bot_timer_;
  net::steady_timer state_timer_;
  bool state_dirty_ = false;
  bool state_timer_armed_ = false;
  std::chrono::steady_clock::time_point state_sent_at_{};
  const std::string host_address_;
  bool closed_ = false;
  bool live_counted_ = false;  // this room's match counts in the live-matches gauge
  CommitGate gate_;
  std::string last_lobby_summary_;
};

}  // namespace rockpool::server
