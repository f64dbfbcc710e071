// Glicko-2 against published figures: Glickman's worked example and lichess's one-game vectors.

#include "server/ratings/glicko2.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cmath>

namespace rockpool::tests {
namespace {

using namespace rockpool::server::ratings;

constexpr std::int64_t kDayMs = 24LL * 3600 * 1000;

TEST_CASE("glicko2: Glickman's example, tau 0.5, one period of three games") {
  Glicko2Settings paper;
  paper.tau = 0.5;
  const std::array<Glicko2Result, 3> games{{{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}};
  const Glicko2Rating after = rate({1500, 200, 0.06}, games, 1, paper);
  CHECK(std::abs(after.rating - 1464.05) <= 0.05);
  CHECK(std::abs(after.deviation - 151.52) <= 0.01);
  CHECK(std::abs(after.volatility - 0.05999) <= 1e-5);
}

TEST_CASE("glicko2: lichess's vectors, one game as its own period") {
  SUBCASE("1500/350/0.06 both, the first wins") {
    const Glicko2Game game = rate_game({1500, 350, 0.06}, {1500, 350, 0.06}, 1);
    CHECK(std::abs(game.first.rating - 1662.21) <= 0.01);
    CHECK(std::abs(game.second.rating - 1337.79) <= 0.01);
    CHECK(std::abs(game.first.deviation - 290.23) <= 0.01);
    CHECK(std::abs(game.second.deviation - 290.23) <= 0.01);
  }
  SUBCASE("two new players (1500/500/0.09), the first wins") {
    const Glicko2Game game = rate_game({}, {}, 1);
    CHECK(std::abs(game.first.rating - 1741) <= 1);
    CHECK(std::abs(game.second.rating - 1258) <= 1);
    CHECK(std::abs(game.first.deviation - 396) <= 1);
    CHECK(std::abs(game.first.volatility - 0.0899983) <= 1e-6);
  }
  SUBCASE("a draw between equals moves nobody's rating") {
    const Glicko2Game game = rate_game({}, {}, 0.5);
    CHECK(std::abs(game.first.rating - 1500) <= 1e-9);
    CHECK(game.first.deviation < 500);
  }
}

TEST_CASE("glicko2: the deviation is kept in [45, 500] and grows with inactivity when read") {
  // Many games against a settled opponent bring the deviation down to its floor, not below.
  Glicko2Rating settled{1500, 50, 0.06};
  for (int game = 0; game < 50; ++game)
    settled = rate_game(settled, {1500, 45, 0.06}, 0.5).first;
  CHECK(settled.deviation == doctest::Approx(45));
  // Read a year later, the deviation has grown, and never past 500.
  const Glicko2Rating year_later = as_read(settled, 365 * kDayMs);
  CHECK(year_later.deviation > settled.deviation);
  CHECK(year_later.rating == settled.rating);
  CHECK(as_read({1500, 480, 0.09}, 3650 * kDayMs).deviation == doctest::Approx(500));
  CHECK(as_read(settled, 0).deviation == doctest::Approx(45));
  // An upset cannot raise the volatility past lichess's cap.
  CHECK(rate_game({1000, 45, 0.1}, {2500, 45, 0.1}, 1).first.volatility <= 0.1);
}

TEST_CASE("glicko2: provisional while the deviation is 110 or more") {
  CHECK(provisional({}));
  CHECK(provisional({1500, 110, 0.06}));
  CHECK_FALSE(provisional({1500, 109.9, 0.06}));
}

}  // namespace
}  // namespace rockpool::tests
