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

  explicit Table(const json& settings, server::ServerConfig config = test_config());
  Seat& mover() { return host.match.decides() ? host : guest; }
  // Lets every seat but `source` catch up with `source`'s version.
  void sync(Seat& source);
};

}  // namespace rockpool::tests
