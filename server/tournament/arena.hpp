#pragma once
// An Arena tournament: one game, one clock, a fixed time. Players join and leave at will; a free
// player is paired again at once with a free player of close score (then rating), never with the
// one it has just played. A win is worth 2 points and a draw 1; after two wins in a row a player
// is "on fire" and each game's points are doubled until it fails to win. Pure: no I/O, and the
// time is given by the caller, so that tests and the benchmark run it on a virtual clock.
//
// The end stops the pairing; matches already running finish and count, so the standings are
// final once the last of them has ended.

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/tournament/game_result.hpp"

namespace rockpool::server {

// One game on a player's sheet.
struct ArenaGame {
  std::string opponent;
  GameResult result = GameResult::loss;
  int points = 0;
  bool doubled = false;  // the player was on fire: the points are doubled
};

struct ArenaPlayer {
  std::string id;
  std::string name;
  double rating = 1500;
  int score = 0;
  int wins_in_a_row = 0;
  bool present = true;          // joined and not left: may be paired
  std::string playing_against;  // the opponent of its running match, if any
  std::string last_opponent;
  int played_first = 0;            // how many of its matches it began
  std::int64_t free_since_ms = 0;  // when it last became free to play
  std::vector<ArenaGame> sheet;

  bool playing() const { return !playing_against.empty(); }
  bool on_fire() const;
};

struct ArenaPairing {
  std::string first;  // begins: of the two, the one who has begun fewer matches than it answered
  std::string second;
};

enum class ArenaJoin { joined, returned, already_in, finished };

class Arena {
 public:
  // Points of a win and a draw, doubled while on fire.
  static constexpr int kWinPoints = 2;
  static constexpr int kDrawPoints = 1;
  static constexpr int kWinsForFire = 2;

  Arena(std::int64_t starts_ms, std::int64_t ends_ms);

  // A player joins, or comes back after leaving (its score kept). Refused once the Arena is over.
  ArenaJoin join(const std::string& id, const std::string& name, double rating,
                 std::int64_t now_ms);
  // The player is paired no more (a running match goes on and counts); false if not present.
  bool leave(const std::string& id);
  // Pairs the free players present, closest score then rating first; none before the start or
  // from the end on. The pairs are playing until their result is recorded.
  std::vector<ArenaPairing> pair(std::int64_t now_ms);
  // Sets a pairing's two free players playing, as pair() would have: how a kept Arena is read back,
  // its pairings replayed in their order. False if either is unknown or playing.
  bool begin(const ArenaPairing& pairing);
  // The result of a pairing's match for `first`; false if the two are not playing each other.
  bool record(const ArenaPairing& pairing, GameResult first_result, std::int64_t now_ms);

  bool started(std::int64_t now_ms) const { return now_ms >= starts_ms_; }
  bool over(std::int64_t now_ms) const { return now_ms >= ends_ms_; }
  // Whether the standings can still change: before the end, or while a match runs.
  bool final(std::int64_t now_ms) const { return over(now_ms) && playing_ == 0; }
  const ArenaPlayer* find(const std::string& id) const;
  // Score first, then the better rating, then the one who joined first.
  std::vector<const ArenaPlayer*> standings() const;
  int matches_running() const { return playing_; }

 private:
  ArenaPlayer* find_mutable(const std::string& id);
  static void score(ArenaPlayer& player, GameResult result, std::int64_t now_ms);

  std::int64_t starts_ms_;
  std::int64_t ends_ms_;
  std::vector<ArenaPlayer> players_;  // in the order they joined
  std::unordered_map<std::string, std::size_t> index_;
  int playing_ = 0;  // matches running
};

}  // namespace rockpool::server
