#pragma once
// A tournament as players meet it: open for players to join, then its games played, then finished;
// or, while open, cancelled by its host. A round robin plays its fixed pairings (round by round
// when live, all at once by correspondence); an Arena pairs free players for a fixed time while
// they join and pause at will. It keeps who plays, where each game is played and how it ended,
// and writes itself as the protocol's document and as the store's record. Pure: the hall opens
// the rooms, keeps the time and writes the records.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/error.hpp"
#include "server/store/records.hpp"
#include "server/tournament/arena_play.hpp"
#include "server/tournament/game_room.hpp"
#include "server/tournament/round_robin.hpp"

namespace rockpool::server {

inline constexpr double kNewPlayerRating = 1500;

struct TournamentPlayer {
  std::string token;  // the session's token: kept by the store, never shown
  std::string public_id;
  std::string name;
  std::string account_id;  // empty: a guest
  // The account's live rating in the tournament's game when it last joined; a guest's is a new
  // player's. An Arena pairs by score, then by rating.
  double rating = kNewPlayerRating;
  // Who the player is: their account, else their session.
  bool same_player(const TournamentPlayer& other) const;
};

enum class TournamentFormat { round_robin, arena };

struct TournamentSettings {
  std::string name;
  std::string game;
  std::string options_json;            // the game's validated options, as an object
  std::int64_t clock_initial_ms = -1;  // -1: correspondence
  std::int64_t clock_increment_ms = 0;
  int days_per_move = 0;
  bool is_public = true;
  int max_players = RoundRobin::kMaxPlayers;
  TournamentFormat format = TournamentFormat::round_robin;
  int minutes = 0;  // an Arena's duration
};

class Tournament {
 public:
  enum class Status { open, playing, finished, cancelled };

  Tournament(std::string id, std::string code, TournamentSettings settings, TournamentPlayer host,
             std::int64_t created_ms);
  // A tournament read back from the store; nothing if its record cannot be read.
  static std::optional<Tournament> from_record(const TournamentRecord& record);
  TournamentRecord record() const;

  const std::string& id() const { return id_; }
  const std::string& code() const { return code_; }
  const TournamentSettings& settings() const { return settings_; }
  Status status() const { return status_; }
  // Finished or cancelled: nothing more happens to it.
  bool over() const { return status_ == Status::finished || status_ == Status::cancelled; }
  const std::vector<TournamentPlayer>& players() const { return players_; }
  std::vector<double> ratings() const;  // the players', in their order
  const TournamentPlayer& host() const { return players_.front(); }
  bool is_host(const TournamentPlayer& player) const { return host().same_player(player); }
  bool has_player(const TournamentPlayer& player) const;
  bool is_arena() const { return settings_.format == TournamentFormat::arena; }
  // When an Arena stops pairing, once started.
  std::optional<std::int64_t> ends_ms() const;

  // Each refusal is the protocol's error; nothing changes then.
  // An Arena is joined, left (paused) and joined again (returned) while it plays too.
  std::optional<rules::Error> join(TournamentPlayer player, std::int64_t now_ms);
  std::optional<rules::Error> leave(const TournamentPlayer& player);
  std::optional<rules::Error> start(const TournamentPlayer& by, std::int64_t now_ms);
  std::optional<rules::Error> cancel(const TournamentPlayer& by, std::int64_t now_ms);

  // The games whose rooms should be open now and are not: the current round's when live, every
  // game by correspondence.
  std::vector<int> games_to_open() const;
  // An Arena pairs its free players present into new games (none from its end on); whether it
  // made any. A round robin's games are all made at the start.
  bool pair(std::int64_t now_ms);
  void set_room(int game, TournamentGameRoom room);
  const TournamentGameRoom& room(int game) const;
  // Whether the room of this id plays game `game`.
  bool is_room_of(int game, const std::string& room_id) const;
  // A round robin's pairings once started, an Arena's play once started; else null.
  const RoundRobin* pairings() const { return pairings_ ? &*pairings_ : nullptr; }
  const ArenaPlay* arena() const { return arena_ ? &*arena_ : nullptr; }
  std::int64_t created_ms() const { return created_ms_; }
  std::int64_t started_ms() const { return started_ms_; }    // 0: not started
  std::int64_t finished_ms() const { return finished_ms_; }  // 0: not finished
  // The lowest round with a game not ended; -1 when there is none.
  int current_round() const;
  // A game's two players, seat 0 first, as indexes into players().
  std::pair<int, int> game_players(int game) const;
  // A game's end, for its first player; false if it had ended already. The last one finishes the
  // tournament.
  bool record(int game, GameResult first_result, std::string reason, std::int64_t now_ms);
  // An Arena finishes from its end on, once its last running game has ended; whether it just did.
  bool finish_if_final(std::int64_t now_ms);

 private:
  bool live() const { return settings_.days_per_move == 0; }
  // Why `by` may not start or cancel it (`verb`, as the refusal says it): only its host may, and
  // only while it is open.
  std::optional<rules::Error> refuse_unless_open_host(const TournamentPlayer& by,
                                                      const std::string& verb) const;
  int index_of(const TournamentPlayer& player) const;  // -1: not a player
  std::optional<rules::Error> join_arena(TournamentPlayer player, std::int64_t now_ms);
  std::optional<rules::Error> leave_arena(const TournamentPlayer& player);
  // An Arena pauses whoever lost a game by not playing it (no first move, or gone before two
  // moves or for good): paired again and again, an absent player would make each opponent wait
  // for the game to be called off. They come back with a join.
  void pause_absent(int game, GameResult first_result, const std::string& reason);

  std::string id_;
  std::string code_;
  TournamentSettings settings_;
  std::int64_t created_ms_ = 0;
  std::int64_t started_ms_ = 0;
  std::int64_t finished_ms_ = 0;  // finished, or cancelled
  Status status_ = Status::open;
  std::vector<TournamentPlayer> players_;  // in the order they joined; the host first
  std::optional<RoundRobin> pairings_;     // a round robin's, from the start
  std::optional<ArenaPlay> arena_;         // an Arena's, from the start
  std::vector<TournamentGameRoom> rooms_;  // by game
};

const char* status_word(Tournament::Status status);

}  // namespace rockpool::server
