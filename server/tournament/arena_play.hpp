#pragma once
// An Arena tournament once started: the Arena's pairing and scoring, and the games it paired (where
// each is played and how it ended). Players are named by their index in the tournament's player
// list. Pure: the hall opens the rooms and keeps the time; tournament_record.cpp and
// tournament_document.cpp write it.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/tournament/arena.hpp"
#include "server/tournament/game_room.hpp"

namespace rockpool::server {

struct ArenaPlayGame {
  int first = 0;  // seat 0, who begins; indexes into the tournament's players
  int second = 0;
  TournamentGameRoom room;
  std::optional<GameResult> first_result;
  int first_points = 0;  // what the game gave each side, once it ended
  int second_points = 0;
};

class ArenaPlay {
 public:
  // Starts with a player for each rating (players 0 to n - 1), all present.
  ArenaPlay(std::int64_t starts_ms, std::int64_t ends_ms, const std::vector<double>& ratings);
  // Reading the store's state back: a game paired before, in its order, its result (if any)
  // recorded next with record(); false if its players could not have been paired then.
  bool replay_pairing(int first, int second, TournamentGameRoom room);

  std::int64_t ends_ms() const { return ends_ms_; }
  // `player` joins (a new index is the next one) or comes back; refused from the end on.
  ArenaJoin join(int player, double rating, std::int64_t now_ms);
  // The player is paired no more; false if it was not present.
  bool leave(int player);
  bool present(int player) const;
  // Pairs the free players present into new games (none from the end on); whether it made any.
  bool pair(std::int64_t now_ms);
  // A game's end, for its first player; false if it had ended already.
  bool record(int game, GameResult first_result, std::string reason, std::int64_t now_ms);
  // From the end on, once no game is running: the standings are final.
  bool final(std::int64_t now_ms) const { return arena_.final(now_ms); }

  const std::vector<ArenaPlayGame>& games() const { return games_; }
  void set_room(int game, TournamentGameRoom room);

  // Whether each player is present, by index.
  const std::vector<bool>& presence() const { return present_; }
  // A player's sheet and score, by index; null for none.
  const ArenaPlayer* player(int index) const;
  // The players' indexes, best first.
  std::vector<int> standings() const;

 private:
  std::int64_t ends_ms_;
  Arena arena_;
  int players_ = 0;
  std::vector<bool> present_;  // kept here too: the record holds it
  std::vector<ArenaPlayGame> games_;
};

}  // namespace rockpool::server
