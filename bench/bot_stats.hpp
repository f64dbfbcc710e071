#pragma once
// The statistics of a match between two bots played in colour-swapped pairs: the score with its
// 95% confidence interval, the Elo difference, and the sequential probability ratio test that
// stops a ladder once the answer is clear. A pair (one game with each colour) is the unit: its
// mean score cancels the first mover's advantage, and the variance is taken between pairs.

#include <string>
#include <vector>

namespace rockpool::bench {

// Elo difference for an expected score, and back.
double elo_of_score(double score);
double score_of_elo(double elo);

struct PairStats {
  int pairs = 0;
  double score = 0.5;  // mean score of side A
  double low = 0;      // its 95% confidence interval
  double high = 1;
  double elo = 0;
  double elo_low = 0;
  double elo_high = 0;
};
// `pair_scores`: each pair's mean score for side A, in [0, 1].
PairStats pair_stats(const std::vector<double>& pair_scores);

// The generalised SPRT on pair scores (normal approximation, as Stockfish's fishtest does),
// H0: elo = elo0 against H1: elo = elo1, with error rates alpha = beta = 0.05.
struct Sprt {
  double elo0 = 0;
  double elo1 = 100;
  double llr = 0;
  double lower = 0;                 // H0 is accepted at or below it
  double upper = 0;                 // H1 is accepted at or above it
  std::string result = "continue";  // H0, H1 or continue
};
Sprt sprt(const std::vector<double>& pair_scores, double elo0, double elo1);

// The p-th percentile (0 to 100) of `values` (sorted here), nearest rank; 0 when empty.
double percentile(std::vector<double>& values, double p);

}  // namespace rockpool::bench
