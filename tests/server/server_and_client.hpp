#pragma once
// A server and one client of it that has said hello: where the tests of a single session begin.

#include <string>
#include <utility>

#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

struct ServerAndClient {
  explicit ServerAndClient(const std::string& name, server::ServerConfig config = test_config())
      : server(std::move(config)), client(server.port()) {
    client.hello(name);
  }

  TestServer server;
  TestClient client;
};

}  // namespace rockpool::tests
