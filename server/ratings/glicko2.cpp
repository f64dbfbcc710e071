#include "server/ratings/glicko2.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rockpool::server::ratings {

namespace {

// Glicko-2 works on its own scale: mu = (r - 1500) / 173.7178, phi = RD / 173.7178.
constexpr double kScale = 173.7178;
constexpr double kCentre = 1500;
// The Illinois iteration stops when the bracket is this narrow (Glickman's epsilon).
constexpr double kEpsilon = 0.000001;
constexpr double kMsPerDay = 24.0 * 3600 * 1000;

double g(double phi) {
  return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double mu_j, double phi_j) {
  return 1 / (1 + std::exp(-g(phi_j) * (mu - mu_j)));
}

// Step 5: the new volatility, the root of f found by the Illinois variant of regula falsi.
double new_volatility(double sigma, double phi, double v, double delta, double tau) {
  const double a = std::log(sigma * sigma);
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    const double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  };
  double big_a = a;
  double big_b = 0;
  if (delta * delta > phi * phi + v) {
    big_b = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0)
      ++k;
    big_b = a - k * tau;
  }
  double f_a = f(big_a);
  double f_b = f(big_b);
  while (std::abs(big_b - big_a) > kEpsilon) {
    const double big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
    const double f_c = f(big_c);
    if (f_c * f_b < 0) {
      big_a = big_b;
      f_a = f_b;
    } else {
      f_a /= 2;
    }
    big_b = big_c;
    f_b = f_c;
  }
  return std::exp(big_a / 2);
}

Glicko2Rating clamped(Glicko2Rating rating, const Glicko2Settings& settings) {
  rating.deviation = std::clamp(rating.deviation, settings.min_deviation, settings.max_deviation);
  rating.volatility = std::min(rating.volatility, settings.max_volatility);
  return rating;
}

}  // namespace

Glicko2Rating rate(const Glicko2Rating& player, std::span<const Glicko2Result> results,
                   double elapsed_periods, const Glicko2Settings& settings) {
  // Step 2: to the Glicko-2 scale.
  const double mu = (player.rating - kCentre) / kScale;
  const double phi = player.deviation / kScale;
  const double sigma = player.volatility;
  if (results.empty()) {
    const double phi_star = std::sqrt(phi * phi + elapsed_periods * sigma * sigma);
    return clamped({player.rating, phi_star * kScale, sigma}, settings);
  }
  // Steps 3 and 4: the estimated variance v and the improvement sum (delta = v * sum).
  double v_inverse = 0;
  double improvement = 0;
  for (const Glicko2Result& result : results) {
    const double mu_j = (result.opponent_rating - kCentre) / kScale;
    const double phi_j = result.opponent_deviation / kScale;
    const double e = expected(mu, mu_j, phi_j);
    v_inverse += g(phi_j) * g(phi_j) * e * (1 - e);
    improvement += g(phi_j) * (result.score - e);
  }
  const double v = 1 / v_inverse;
  const double delta = v * improvement;
  // Steps 5 to 7.
  const double sigma_new = new_volatility(sigma, phi, v, delta, settings.tau);
  const double phi_star = std::sqrt(phi * phi + elapsed_periods * sigma_new * sigma_new);
  const double phi_new = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
  const double mu_new = mu + phi_new * phi_new * improvement;
  // Step 8: back to the Glicko scale.
  return clamped({mu_new * kScale + kCentre, phi_new * kScale, sigma_new}, settings);
}

Glicko2Rating as_read(const Glicko2Rating& stored, std::int64_t idle_ms,
                      const Glicko2Settings& settings) {
  const double periods = static_cast<double>(std::max<std::int64_t>(idle_ms, 0)) / kMsPerDay *
                         settings.periods_per_day;
  return rate(stored, {}, periods, settings);
}

Glicko2Game rate_game(const Glicko2Rating& first, const Glicko2Rating& second, double score,
                      const Glicko2Settings& settings) {
  const Glicko2Result against_second{second.rating, second.deviation, score};
  const Glicko2Result against_first{first.rating, first.deviation, 1 - score};
  return {rate(first, {&against_second, 1}, 0, settings),
          rate(second, {&against_first, 1}, 0, settings)};
}

bool provisional(const Glicko2Rating& rating, const Glicko2Settings& settings) {
  return rating.deviation >= settings.provisional_deviation;
}

}  // namespace rockpool::server::ratings
