#pragma once
// A round robin: 3 to 10 players each meet every other once. Every pairing is made at the start
// by the circle method (one player fixed, the others turning around it), which gives each round
// every player at most one match, a bye each when the number is odd, and each player as many
// matches begun as answered, or one more. A win is worth 1 point and a draw ½; ties in the
// standings are broken by the Sonneborn–Berger score (the points of the opponents one beat, and
// half those of the opponents one drew), then by the order the players were seeded in. Pure.

#include <optional>
#include <string>
#include <vector>

#include "protocol/request_bodies.hpp"
#include "server/tournament/game_result.hpp"

namespace rockpool::server {

struct RoundRobinGame {
  int round = 0;  // from 0
  int first = 0;  // the player who begins, by seed (an index into players())
  int second = 0;
  std::optional<GameResult> first_result;  // unset while unplayed
};

class RoundRobin {
 public:
  static constexpr int kMinPlayers = protocol::kRoundRobinMinPlayers;
  static constexpr int kMaxPlayers = protocol::kRoundRobinMaxPlayers;

  // The players in seeding order; nothing for fewer than 3 or more than 10.
  static std::optional<RoundRobin> create(std::vector<std::string> players);

  const std::vector<std::string>& players() const { return players_; }
  int rounds() const { return rounds_; }
  // Every game of every round, round by round.
  const std::vector<RoundRobinGame>& games() const { return games_; }
  // The result of game `index` for its first player; false if there is no such game or it has
  // a result already.
  bool record(std::size_t index, GameResult first_result);
  bool complete() const;

  // The points `player` made against `opponent` (1, 0.5 or 0), unset while they have not played.
  std::optional<double> cell(int player, int opponent) const;
  double points(int player) const;
  double sonneborn_berger(int player) const;
  // The players by seed, best first.
  std::vector<int> standings() const;

 private:
  explicit RoundRobin(std::vector<std::string> players);

  std::vector<std::string> players_;
  int rounds_ = 0;
  std::vector<RoundRobinGame> games_;
};

}  // namespace rockpool::server
