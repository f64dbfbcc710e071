#include "tests/server/cluster/proxy.hpp"

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <thread>

#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

namespace {

const char* const kHaproxy = "/usr/sbin/haproxy";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

}  // namespace

Proxy::Proxy(const std::vector<const ClusterNode*>& nodes)
    : port_(unused_loopback_port()),
      config_(std::filesystem::temp_directory_path() /
              ("rockpool-haproxy-" + std::to_string(port_) + ".cfg")) {
  REQUIRE_MESSAGE(std::filesystem::exists(kHaproxy), "HAProxy is not installed");
  std::ifstream in(ROCKPOOL_SOURCE_DIR "/deploy/cluster/haproxy.cfg.in");
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

Proxy::~Proxy() {
  process_.reset();
  std::filesystem::remove(config_);
}

std::unique_ptr<TestClient> Proxy::connect(const std::string& target) const {
  for (int i = 0;; ++i) {
    try {
      // Through the proxy to a frozen node, the handshake never ends: tried again, the proxy
      // sends it elsewhere once its checks have marked that node down.
      return std::make_unique<TestClient>(port_, "", target, 1s);
    } catch (const std::exception& error) {
      REQUIRE_MESSAGE(i < 100, "no WebSocket through HAProxy: " << error.what());
      std::this_thread::sleep_for(100ms);
    }
  }
}

bool Proxy::ready() const {
  try {
    return http_get(port_, "/readyz").first == 200;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
