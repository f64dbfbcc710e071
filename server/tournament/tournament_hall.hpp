#pragma once
// Every tournament of this server: their players' requests, the rooms of their games, their ends,
// and the connections that watch them. Each change is written to the store whole, and shown to
// watchers (as a JSON Patch of the document) only once it is committed. Tournaments are few and
// small: one lock guards them all. In a cluster one node serves them (it owns kTournamentHall, and
// their games' rooms); the others send their players there (`moved`).

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/net/net.hpp"
#include "server/room/responder.hpp"
#include "server/room/room.hpp"
#include "server/store/records.hpp"
#include "server/store/tournament_store.hpp"
#include "server/tournament/shown_document.hpp"
#include "server/tournament/tournament.hpp"
#include "server/tournament/tournament_watchers.hpp"

namespace rockpool::server {

struct RoomHost;

class TournamentHall {
 public:
  // Tournaments a session (or account) hosts that have neither finished nor been cancelled.
  static constexpr int kHostedAtOnce = 3;

  // `rooms`: where its games' rooms open, with the store its writes go to and the sessions it
  // reads; `kept`: the tournaments the store keeps. Both outlive the hall.
  TournamentHall(RoomHost& rooms, TournamentStore& kept);

  // Once this node owns kTournamentHall (at start, once the rooms are restored; in a cluster,
  // also when the node that served tournaments died or let them go): reads every tournament back,
  // runs `adopt_games` (which takes their games' rooms over, if any are left without an owner),
  // then opens the rooms of games that should have one (a crash between a round's end and its
  // rooms' opening). An Arena whose end passed while the server was down finishes, if none of its
  // games runs; one still playing pairs its free players again and waits for its end. Serves
  // tournaments from then on.
  void restore(const std::function<void()>& adopt_games = {});
  // Whether this node serves tournaments: in a cluster, whether it owns kTournamentHall.
  bool serving() const { return serving_.load(); }
  // The node that serves tournaments, as the store last said (empty: not known, or this one).
  std::string owner_url() const;
  void set_owner_url(std::string url);
  // This node serves tournaments no more (another node took them, or this one shuts down): every
  // watcher is told `moved`, to `owner_url` (empty: not known). Returns whether it held any.
  bool give_away(const std::string& owner_url);

  // The requests: each is answered through `responder`, the changes once committed.
  // `rating`: the player's, as an Arena pairs by it (TournamentPlayer::rating).
  void create(const Responder& responder, TournamentSettings settings, double rating);
  void join(const Responder& responder, const std::string& code, double rating);
  void leave(const Responder& responder, const std::string& code);
  void start(const Responder& responder, const std::string& code);
  void cancel(const Responder& responder, const std::string& code);
  void watch(const Responder& responder, const std::string& code);
  void unwatch(const ConnectionPtr& connection);

  // A game's match ended in the room `room_id`: `end` is written in one transaction with the
  // tournament's new state, and `done` runs once it is committed (on the store's thread).
  void game_ended(const std::string& tournament_id, int game, const std::string& room_id,
                  GameResult first_result, const std::string& reason, StoreWrite end,
                  std::function<void()> done);

  // The game of the Arena of this code; nothing if there is no such Arena.
  std::optional<std::string> arena_game(const std::string& code) const;

  // A tournament's invite code and name, by its id.
  std::optional<std::pair<std::string, std::string>> name_of(const std::string& id) const;

  // GET /api/tournaments, and GET /api/tournaments/<code> (nothing: no such tournament).
  std::string list_json(std::int64_t now_ms) const;
  std::optional<std::string> document_json(const std::string& code) const;

 private:
  struct Entry {
    explicit Entry(Tournament t) : tournament(std::move(t)) {}
    Tournament tournament;
    RoomSettings room_settings;  // its games' rooms, but for their tournament link
    ShownDocument shown;
    std::unique_ptr<ServerTimer> end_timer;  // an Arena's end, while it plays
  };

  // Runs once a change is shown, with the tournament's code, the document and its version.
  using Shown = std::function<void(const std::string&, const rules::View&, std::int64_t)>;

  // Adds the tournaments of `records`, as shown before the restart.
  void load(const std::vector<TournamentRecord>& records);
  Entry* find(const std::string& code);
  const Entry* find(const std::string& code) const;
  Entry& add(Tournament tournament);
  // Writes the tournament with `with` in one transaction; once committed, shows watchers the
  // document as it is now and runs `then` with it and its version. Call with the lock held.
  void save(Entry& entry, std::vector<StoreWrite> with, Shown then = {});
  void publish(const std::string& code, const rules::View& document, const Shown& then);
  // Applies `apply` to the tournament of `code` and saves it, unless it says why not.
  void change(const Responder& responder, const std::string& code,
              const std::function<std::optional<rules::Error>(Entry&)>& apply, Shown then);
  // The reply to create and join, once shown; the connection watches the tournament from then.
  Shown reply_and_watch(const Responder& responder);
  // Pairs an Arena's free players, then opens the rooms of the games that should be played now;
  // returns whether it opened any.
  bool open_games(Entry& entry);
  // Sets the timer of an Arena's end, unless it is over; at the end it finishes, if no game runs.
  void arm_end(Entry& entry);
  void on_end(const std::string& code);
  int hosted_by(const TournamentPlayer& player) const;

  RoomHost& rooms_;
  TournamentStore& kept_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::unique_ptr<Entry>> by_code_;
  std::unordered_map<std::string, Entry*> by_id_;
  std::vector<Entry*> in_order_;  // oldest first
  TournamentWatchers watchers_;
  std::atomic<bool> serving_{false};
  std::string owner_url_;  // under mutex_
};

}  // namespace rockpool::server
