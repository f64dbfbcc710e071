#pragma once
// The listening half of the tests' push services: a thread on a free port of 127.0.0.1 that
// accepts one connection at a time and hands each to the service, until it is destroyed.

#include <atomic>
#include <functional>
#include <thread>

#include "tests/server/test_client.hpp"

namespace rockpool::tests {

class LoopbackServer {
 public:
  using ServeOne = std::function<void(tcp::socket)>;

  // Starts accepting at once: `serve_one` must be ready to be called.
  explicit LoopbackServer(ServeOne serve_one);
  ~LoopbackServer();

  std::uint16_t port() const { return port_; }

 private:
  void accept_all();

  net::io_context io_;
  tcp::acceptor acceptor_;
  std::uint16_t port_ = 0;
  ServeOne serve_one_;
  std::atomic<bool> stopping_ = false;
  std::thread thread_;
};

}  // namespace rockpool::tests
