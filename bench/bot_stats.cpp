#include "bench/bot_stats.hpp"

#include <algorithm>
#include <cmath>

namespace rockpool::bench {

namespace {

// A decision needs this many pairs at least, and the variance is steadied by two pretend pairs
// (a quarter and three quarters): a run of straight wins is not certainty after two pairs.
constexpr int kMinSprtPairs = 8;
const std::vector<double> kPriorPairs = {0.25, 0.75};

double variance_with_prior(const std::vector<double>& scores, double mean) {
  double sum = 0;
  for (double s : scores)
    sum += (s - mean) * (s - mean);
  for (double s : kPriorPairs)
    sum += (s - mean) * (s - mean);
  return sum / static_cast<double>(scores.size() + kPriorPairs.size());
}

double mean_of(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values)
    sum += v;
  return values.empty() ? 0.5 : sum / static_cast<double>(values.size());
}

}  // namespace

double elo_of_score(double score) {
  const double clamped = std::clamp(score, 1e-4, 1 - 1e-4);
  return -400.0 * std::log10(1.0 / clamped - 1.0);
}

double score_of_elo(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

PairStats pair_stats(const std::vector<double>& pair_scores) {
  PairStats stats;
  stats.pairs = static_cast<int>(pair_scores.size());
  if (pair_scores.empty()) return stats;
  stats.score = mean_of(pair_scores);
  double sum = 0;
  for (double s : pair_scores)
    sum += (s - stats.score) * (s - stats.score);
  const double n = static_cast<double>(pair_scores.size());
  const double error = pair_scores.size() > 1 ? std::sqrt(sum / (n - 1) / n) : 0.5;
  stats.low = std::max(0.0, stats.score - 1.96 * error);
  stats.high = std::min(1.0, stats.score + 1.96 * error);
  stats.elo = elo_of_score(stats.score);
  stats.elo_low = elo_of_score(stats.low);
  stats.elo_high = elo_of_score(stats.high);
  return stats;
}

Sprt sprt(const std::vector<double>& pair_scores, double elo0, double elo1) {
  Sprt test;
  test.elo0 = elo0;
  test.elo1 = elo1;
  constexpr double alpha = 0.05, beta = 0.05;
  test.lower = std::log(beta / (1 - alpha));
  test.upper = std::log((1 - beta) / alpha);
  if (pair_scores.empty()) return test;
  const double s0 = score_of_elo(elo0), s1 = score_of_elo(elo1);
  const double mean = mean_of(pair_scores);
  const double variance = variance_with_prior(pair_scores, mean);
  const double n = static_cast<double>(pair_scores.size());
  test.llr = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
  if (static_cast<int>(pair_scores.size()) >= kMinSprtPairs) {
    if (test.llr >= test.upper) test.result = "H1";
    if (test.llr <= test.lower) test.result = "H0";
  }
  return test;
}

double percentile(std::vector<double>& values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto rank =
      static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(values.size())));
  return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

}  // namespace rockpool::bench
