#pragma once
// HAProxy in front of the cluster tests' nodes, with the configuration deploy/cluster.sh runs
// (deploy/cluster/haproxy.cfg.in), on a loopback port of its own.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "tests/server/child_process.hpp"
#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/test_client.hpp"

namespace rockpool::tests {

class Proxy {
 public:
  // The proxy names each node by its port: a node restarted on the same port is the same server.
  explicit Proxy(const std::vector<const ClusterNode*>& nodes);
  ~Proxy();
  Proxy(const Proxy&) = delete;
  Proxy& operator=(const Proxy&) = delete;

  std::uint16_t port() const { return port_; }

  // A WebSocket through the proxy; a node that just died or froze may make the first tries fail.
  std::unique_ptr<TestClient> connect(const std::string& target) const;

 private:
  bool ready() const;

  std::uint16_t port_;
  std::filesystem::path config_;
  std::unique_ptr<ChildProcess> process_;
};

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
