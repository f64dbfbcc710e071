#pragma once
// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", steps 1 to 8, the volatility found by
// the Illinois iteration) as lichess runs it: every game is a rating period of its own, a player's
// deviation grows with the time since its last rated game when the rating is read, and the
// deviation is kept between 45 and 500. Pure arithmetic, no I/O: the server stores what it returns.

#include <cstdint>
#include <span>

namespace rockpool::server::ratings {

struct Glicko2Settings {
  double tau = 0.75;  // how fast volatility may change
  double min_deviation = 45;
  double max_deviation = 500;
  // Lichess caps the volatility: a run of upsets cannot make a rating swing without bound.
  double max_volatility = 0.1;
  // How many rating periods a day of inactivity counts for (lichess's figure).
  double periods_per_day = 0.21436;
  // A rating is provisional (shown with "?") while its deviation is at least this.
  double provisional_deviation = 110;
};

struct Glicko2Rating {
  double rating = 1500;
  double deviation = 500;
  double volatility = 0.09;
};

// One game of a rating period: the opponent as read before the game, and the score (1 a win,
// 0.5 a draw, 0 a loss).
struct Glicko2Result {
  double opponent_rating = 1500;
  double opponent_deviation = 500;
  double score = 0;
};

// The rating after a period with these results. `elapsed_periods` is how many periods passed
// since the rating was last updated: 1 in Glickman's example; 0 when `player` was read with
// `as_read` (its deviation has already grown). Without results only the deviation grows.
Glicko2Rating rate(const Glicko2Rating& player, std::span<const Glicko2Result> results,
                   double elapsed_periods, const Glicko2Settings& settings = {});

// A stored rating as read `idle_ms` after its last rated game: its deviation grown with the
// rating periods since (step 6 alone), at most the maximum.
Glicko2Rating as_read(const Glicko2Rating& stored, std::int64_t idle_ms,
                      const Glicko2Settings& settings = {});

// Both players of one game rated at once, each against the other as read before the game; `score`
// is the first player's.
struct Glicko2Game {
  Glicko2Rating first;
  Glicko2Rating second;
};
Glicko2Game rate_game(const Glicko2Rating& first, const Glicko2Rating& second, double score,
                      const Glicko2Settings& settings = {});

bool provisional(const Glicko2Rating& rating, const Glicko2Settings& settings = {});

}  // namespace rockpool::server::ratings
