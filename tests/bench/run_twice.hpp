#pragma once
// For the simulations' tests that a seed decides the outcome: the figures of two runs with the
// same settings.

#include <utility>

namespace rockpool::tests {

template <typename Settings, typename Figures>
std::pair<Figures, Figures> run_twice(Figures (*simulate)(const Settings&),
                                      const Settings& settings) {
  return {simulate(settings), simulate(settings)};
}

}  // namespace rockpool::tests
