#pragma once
// The cluster tests' real nodes: `rockpool serve` children sharing one PostgreSQL database, each
// on a loopback port of its own that it advertises.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <cstdint>
#include <memory>
#include <string>

#include "tests/server/child_process.hpp"

namespace rockpool::tests {

// A port of 127.0.0.1 that nothing listens on now (a node's address must be known before it
// starts: it advertises it).
std::uint16_t unused_loopback_port();

// Whether the cluster tests run: with server_postgres (ROCKPOOL_TEST_CLUSTER), one PostgreSQL for
// the suite, not twice.
bool cluster_tests_on();

struct ClusterNode {
  ClusterNode(const std::string& database, const std::string& node_id);
  // On a given port: a node restarted where it was (the proxy names its servers by address).
  ClusterNode(const std::string& database, const std::string& node_id, std::uint16_t port);
  std::string url() const;

  std::unique_ptr<ChildProcess> process;
  std::uint16_t port = 0;
};

// Nodes "a" and "b" on a fresh database of their own: the cluster most tests run.
struct TwoNodes {
  TwoNodes();

  std::string database;
  ClusterNode a;
  ClusterNode b;
};

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
