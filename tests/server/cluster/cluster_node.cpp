#include "tests/server/cluster/cluster_node.hpp"

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>

#include "tests/server/room/played_room.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {

std::uint16_t unused_loopback_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof(address);
  REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&address), length) == 0);
  REQUIRE(getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0);
  close(fd);
  return ntohs(address.sin_port);
}

bool cluster_tests_on() {
  return std::getenv("ROCKPOOL_TEST_CLUSTER") != nullptr;
}

ClusterNode::ClusterNode(const std::string& database, const std::string& node_id)
    : ClusterNode(database, node_id, unused_loopback_port()) {}

ClusterNode::ClusterNode(const std::string& database, const std::string& node_id,
                         std::uint16_t port)
    : port(port) {
  const std::string listen = "127.0.0.1:" + std::to_string(port);
  process = std::make_unique<ChildProcess>(
      hard_played_server({"--listen", listen, "--cluster", database, "--node-id", node_id,
                          "--advertise", "ws://" + listen + "/ws"}));
  REQUIRE(process->wait_for_line("http://", std::chrono::seconds(30)));
}

std::string ClusterNode::url() const {
  return "ws://127.0.0.1:" + std::to_string(port) + "/ws";
}

TwoNodes::TwoNodes()
    : database(TestPostgres::shared().fresh_database()), a(database, "a"), b(database, "b") {}

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
