#pragma once
// An Arena tournament under load: players join (most before the start, the rest during its first
// half), play matches of random lengths whose results follow their ratings, now and then leave
// and come back, and are paired by the real Arena (server/tournament/arena.hpp) the moment
// anything frees a player, on a virtual clock. Deterministic for a seed but for the time the
// pairing takes, which is measured.

#include <cstdint>

#include "bench/simulation_report.hpp"

namespace rockpool::bench {

struct ArenaSimulation {
  int players = 1000;
  int minutes = 10;
  double mean_rating = 1500;
  double rating_spread = 300;  // standard deviation
  int shortest_match_s = 30;   // match lengths are uniform between these
  int longest_match_s = 300;
  double leave_after_match = 0.05;  // the chance a player leaves after a match
  std::uint64_t seed = 1;
};

struct ArenaFigures {
  int matches = 0;
  int players_who_played = 0;
  int pair_calls = 0;
  Percentiles wait_s;        // from being free (or the start) to being paired
  Percentiles pair_call_us;  // the time one call of Arena::pair takes
  int winner_score = 0;
  double simulated_s = 0;
};

ArenaFigures simulate_arena(const ArenaSimulation& simulation);

}  // namespace rockpool::bench
