// Cluster mode behind the real HAProxy, with the configuration deploy/cluster.sh runs
// (deploy/cluster/haproxy.cfg.in): a room's players come through the proxy, reach its owner
// (directly, or told `moved`), and when the owner is killed they come back through the proxy to
// the node that takes the room over, with every acknowledged action there once.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/played_room.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/test_postgres.hpp"

namespace rockpool::tests {
namespace {

const char* const kHaproxy = "/usr/sbin/haproxy";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// HAProxy in front of `nodes`, on a port of its own, with the deployed configuration.
class Proxy {
 public:
  explicit Proxy(const std::vector<const ClusterNode*>& nodes)
      : port_(unused_loopback_port()),
        config_(std::filesystem::temp_directory_path() /
                ("rockpool-haproxy-" + std::to_string(port_) + ".cfg")) {
    REQUIRE_MESSAGE(std::filesystem::exists(kHaproxy), "HAProxy is not installed");
    std::ifstream in(std::string(ROCKPOOL_SOURCE_DIR) + "/deploy/cluster/haproxy.cfg.in");
    std::stringstream text;
    text << in.rdbuf();
    std::string servers;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      servers += (i ? "\n" : "") + std::string("  server node") + std::to_string(i) +
                 " 127.0.0.1:" + std::to_string(nodes[i]->port) + " check";
    }
    std::ofstream(config_) << replaced(replaced(text.str(), "@PROXY_PORT@", std::to_string(port_)),
                                       "@SERVERS@", servers);
    process_ = std::make_unique<ChildProcess>(
        std::vector<std::string>{kHaproxy, "-db", "-f", config_.string()});
    for (int i = 0; i < 100 && !ready(); ++i)
      std::this_thread::sleep_for(100ms);
    REQUIRE_MESSAGE(ready(), "HAProxy does not answer");
  }
  ~Proxy() {
    process_.reset();
    std::filesystem::remove(config_);
  }
  Proxy(const Proxy&) = delete;
  Proxy& operator=(const Proxy&) = delete;

  std::uint16_t port() const { return port_; }

  // A WebSocket through the proxy; a node that just died may make the first tries fail.
  std::unique_ptr<TestClient> connect(const std::string& target) const {
    for (int i = 0;; ++i) {
      try {
        return std::make_unique<TestClient>(port_, "", target);
      } catch (const std::exception& error) {
        REQUIRE_MESSAGE(i < 100, "no WebSocket through HAProxy: " << error.what());
        std::this_thread::sleep_for(100ms);
      }
    }
  }

 private:
  bool ready() const {
    try {
      return http_get(port_, "/readyz").first == 200;
    } catch (const std::exception&) {
      return false;
    }
  }

  std::uint16_t port_;
  std::filesystem::path config_;
  std::unique_ptr<ChildProcess> process_;
};

// Joins `room` as `player` (a hello said), following `moved` to the owner if told so.
void join_following_moved(Player& player, const std::string& room) {
  json reply = player.client->request({{"type", "room.join"}, {"room", room}});
  // The room's record is committed just after its creation is answered.
  for (int i = 0; i < 50 && error_code(reply) == "room/not_found"; ++i) {
    std::this_thread::sleep_for(100ms);
    reply = player.client->request({{"type", "room.join"}, {"room", room}});
  }
  if (reply.contains("error")) {
    REQUIRE(error_code(reply) == "room/moved");
    const auto moved = player.client->next_of_type("moved", 5s);
    REQUIRE(moved);
    const std::string url = (*moved)["url"];
    const auto port = std::stoi(url.substr(url.rfind(':') + 1));
    player.client = std::make_unique<TestClient>(static_cast<std::uint16_t>(port));
    CHECK(player.client->hello("Guest", player.token)["resumed"] == true);
    reply = player.client->request({{"type", "room.join"}, {"room", room}});
  }
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
}

// Whether `node` owns `room`: its owner lets a spectator in, any other node says `moved`.
bool owns(const ClusterNode& node, const std::string& room) {
  TestClient probe(node.port);
  probe.hello("Probe");
  const json reply = probe.request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}});
  return reply.contains("result");
}

TEST_CASE(
    "cluster: through HAProxy, players reach a room's owner, and its next owner after a "
    "crash") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  std::unique_ptr<ClusterNode> nodes[2] = {std::make_unique<ClusterNode>(database, "a"),
                                           std::make_unique<ClusterNode>(database, "b")};
  const Proxy proxy({nodes[0].get(), nodes[1].get()});

  PlayedRoom room;
  Player& host = room.players[0];
  Player& guest = room.players[1];
  // The host names no room: any node.
  host.client = proxy.connect("/ws");
  host.token = host.client->hello("Host")["token"];
  room.id = create_room(*host.client, {{"game", "fences"}, {"first", "host"}})["room"]["id"];
  // The guest names it: the proxy picks the node its id hashes to.
  guest.client = proxy.connect("/ws?room=" + room.id);
  guest.token = guest.client->hello("Guest")["token"];
  join_following_moved(guest, room.id);
  for (auto& player : room.players)
    REQUIRE(pump_until_ready(player));

  const int owner = owns(*nodes[0], room.id) ? 0 : 1;
  REQUIRE(owns(*nodes[owner], room.id));
  std::atomic<bool> stop{false};
  std::thread player([&] { play(room, stop, 2024); });
  std::this_thread::sleep_for(300ms);  // mid-match: random play ends a fence game in about 1 s
  nodes[owner]->process->signal(SIGKILL);
  CHECK(nodes[owner]->process->wait_exit(5s) == 128 + SIGKILL);
  stop = true;
  player.join();

  // Back through the proxy, naming the room: the survivor takes it over.
  const std::size_t acknowledged =
      check_resumed(room, [&] { return proxy.connect("/ws?room=" + room.id); });
  MESSAGE(acknowledged << " acknowledged actions before the crash");
  CHECK(acknowledged > 0);
  CHECK(owns(*nodes[1 - owner], room.id));
  REQUIRE(host.match.status() == "playing");
  check_plays_on(room);
}

}  // namespace
}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
