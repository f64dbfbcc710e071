#pragma once
// Quick pairing: players who seek a match wait in a pool of their game, clock and kind (rated or
// casual) until an opponent of a near enough rating seeks too. Pure: no I/O, and the time is given
// by the caller (milliseconds of any steady clock), so that tests and the benchmark run it on a
// virtual clock.
//
// Each seeker accepts a rating gap that widens as it waits (accepted_gap); two seekers may be
// paired when each accepts their gap, or when either has waited long enough to accept any gap
// (so that nobody waits forever), and never when either's last opponent in the pool is the
// other. Of the pairs allowed, the nearest ratings go first (the older seeker first on a tie).

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "rules/core/error.hpp"

namespace rockpool::server {

// A pool: a game, a clock (initial_ms < 0: untimed) and whether its matches are rated.
struct PoolKey {
  std::string game;
  std::int64_t initial_ms = -1;
  std::int64_t increment_ms = 0;
  bool rated = false;

  bool timed() const { return initial_ms >= 0; }
  // "fences 300+2 rated", "fences untimed casual".
  std::string name() const;
  auto operator<=>(const PoolKey&) const = default;
};

struct Seek {
  std::string seeker;         // one seek per seeker (a session): a new one replaces the old one
  std::string player;         // who plays: the account's id, or the guest session's public id
  bool account = false;       // whether the player has an account (rated pools need one)
  double rating = 1500;       // the player's rating in the pool's game and pace, read at seek time
  std::string last_opponent;  // the player it last played in this pool, if known
  std::int64_t arrived_ms = 0;
};

struct Pairing {
  PoolKey pool;
  Seek first;  // the seeker who came first
  Seek second;
  double gap() const;
};

// How far from its own rating a seeker accepts an opponent after waiting `waited_ms`.
double accepted_gap(std::int64_t waited_ms);

class SeekPool {
 public:
  // The accepted gap starts at kStartGap, widens by kGapPerSecond for each second waited, and is
  // unlimited from kUnlimitedAfterMs.
  static constexpr double kStartGap = 100;
  static constexpr double kGapPerSecond = 50;
  static constexpr std::int64_t kUnlimitedAfterMs = 30'000;

  // Adds the seek to its pool, in place of the seeker's earlier seek if any. A rated pool takes
  // accounts only (rated/needs_account, and nothing changes).
  std::optional<rules::Error> add(const PoolKey& pool, Seek seek);
  // Why add would refuse the seek, if it would.
  static std::optional<rules::Error> refusal(const PoolKey& pool, const Seek& seek);
  // Whether the seeker had a seek (it has none now).
  bool cancel(const std::string& seeker);
  // The seeker's seek and its pool, if it has one.
  std::optional<std::pair<PoolKey, Seek>> find(const std::string& seeker) const;
  // Pairs every allowed pair at `now_ms`, and takes them out of their pools.
  std::vector<Pairing> pair(std::int64_t now_ms);
  std::size_t size() const { return pool_of_.size(); }
  void clear();

 private:
  void pair_pool(const PoolKey& key, std::vector<Seek>& seeks, std::int64_t now_ms,
                 std::vector<Pairing>& out);

  std::map<PoolKey, std::vector<Seek>> pools_;  // each in arrival order
  std::unordered_map<std::string, PoolKey> pool_of_;
};

}  // namespace rockpool::server
