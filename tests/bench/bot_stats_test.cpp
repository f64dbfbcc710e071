// The statistics of `rockpool bench bots`: the score's interval, Elo, and the SPRT's decisions.

#include "bench/bot_stats.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {
namespace {

TEST_CASE("bot stats: Elo and score convert both ways; 64% is about +100") {
  CHECK(bench::elo_of_score(0.5) == doctest::Approx(0));
  CHECK(bench::score_of_elo(100) == doctest::Approx(0.640).epsilon(0.001));
  CHECK(bench::elo_of_score(bench::score_of_elo(-250)) == doctest::Approx(-250));
}

TEST_CASE("bot stats: the interval is taken between pairs and narrows with more of them") {
  const std::vector<double> few = {1, 0.5, 1, 0.5};
  std::vector<double> many;
  for (int i = 0; i < 25; ++i)
    many.insert(many.end(), few.begin(), few.end());
  const auto a = bench::pair_stats(few), b = bench::pair_stats(many);
  CHECK(a.score == doctest::Approx(0.75));
  CHECK(b.score == doctest::Approx(0.75));
  CHECK(a.low < b.low);
  CHECK(b.high < a.high);
  CHECK(b.low > 0.7);
  CHECK(a.elo == doctest::Approx(bench::elo_of_score(0.75)));
}

TEST_CASE("bot stats: the SPRT waits for evidence, then accepts H1 or H0") {
  CHECK(bench::sprt({1, 1, 1}, 0, 100).result == "continue");  // too few pairs
  std::vector<double> winning(12, 1.0);
  CHECK(bench::sprt(winning, 0, 100).result == "H1");
  std::vector<double> even;
  for (int i = 0; i < 200; ++i)
    even.push_back(i % 2 ? 0.25 : 0.75);
  CHECK(bench::sprt(even, 0, 100).result == "H0");
  std::vector<double> close = {0.75, 0.5, 0.5, 0.25, 0.75, 0.5, 0.5, 0.5};
  CHECK(bench::sprt(close, 0, 100).result == "continue");
}

TEST_CASE("bot stats: percentiles by nearest rank") {
  std::vector<double> values = {5, 1, 4, 2, 3};
  CHECK(bench::percentile(values, 50) == 3);
  CHECK(bench::percentile(values, 100) == 5);
  CHECK(bench::percentile(values, 1) == 1);
  std::vector<double> none;
  CHECK(bench::percentile(none, 99) == 0);
}

}  // namespace
}  // namespace rockpool::tests
