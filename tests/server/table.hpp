#pragma once
// A room with two players and a spectator, all connected and holding the match's snapshot.

#include <memory>

#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

struct Table {
  TestServer server;
  Seat host, guest, spectator;
  std::string room;
  std::string code;

  explicit Table(const json& settings, server::ServerConfig config = test_config(),
                 std::unique_ptr<server::Store> store = nullptr);
  Seat& mover() { return host.match.decides() ? host : guest; }
  // Lets every seat but `source` catch up with `source`'s version.
  void sync(Seat& source);
  // Plays `moves` in turn, each by the seat that must decide, every seat catching up after each.
  void play(const std::vector<std::string>& moves);
  // Plays the fence race (each pawn straight for its goal) to its end.
  void play_fence_race();
  // Both players' connections close; returns once the spectator was told neither is connected.
  void leave_spectator_alone();
};

// The fence move that heads for the player's goal: a jump, then a step, else the first pawn move.
std::string fence_race_move(const MatchView& view);

}  // namespace rockpool::tests
