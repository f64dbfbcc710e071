#pragma once
// Matches of registered games started for tests, at their start or after a few moves.

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/registry/registry.hpp"

namespace rockpool::tests {

// A new match of a registered game, which must start under `options`.
inline std::unique_ptr<rules::State> start_game(std::string_view game_id,
                                                std::vector<rules::RawOption> options = {}) {
  auto started = rules::start_match(*rules::find_game(game_id), options);
  REQUIRE_FALSE(started.error);
  return std::move(started.state);
}

// A new match after `moves`, each played by the first seat deciding and each accepted.
inline std::unique_ptr<rules::State> played_game(std::string_view game_id,
                                                 std::vector<rules::RawOption> options,
                                                 const std::vector<std::string>& moves) {
  auto state = start_game(game_id, std::move(options));
  for (const auto& move : moves) {
    const rules::Seat seat = state->deciders().first();
    REQUIRE_MESSAGE(!state->play(seat, move), move);
  }
  return state;
}

}  // namespace rockpool::tests
