#pragma once
// An Arena tournament once started: the Arena's pairing and scoring, the games it paired (where
// each is played and how it ended), and their writing as the protocol's document and as the
// store's record. Players are named by their index in the tournament's player list. Pure: the hall
// opens the rooms and keeps the time.

#include <cstdint>
#include <nlohmann/json.hpp>
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
  // The store's state of it, read back, with the players' latest ratings; nothing if it does not
  // hold together.
  static std::optional<ArenaPlay> from_state(const nlohmann::json& state, std::int64_t starts_ms,
                                             const std::vector<double>& ratings);
  nlohmann::json state() const;

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

  // The document's players (by the tournament's, for their ids and names), standings and games.
  nlohmann::json players_json(nlohmann::json players) const;
  nlohmann::json standings_json() const;
  nlohmann::json games_json() const;

 private:
  std::int64_t ends_ms_;
  Arena arena_;
  int players_ = 0;
  std::vector<bool> present_;  // kept here too: the record holds it
  std::vector<ArenaPlayGame> games_;
};

}  // namespace rockpool::server
