#pragma once
// A TLS server on 127.0.0.1 with a self-signed certificate, as a push service no authority
// vouches for: it records how each TLS handshake ended.

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "tests/server/test_client.hpp"

namespace rockpool::tests {

class TlsReceiver {
 public:
  TlsReceiver();
  ~TlsReceiver();

  std::uint16_t port() const { return port_; }
  // How the next handshake ended: empty when it succeeded, else the error's words; nothing
  // when none happened within the wait.
  std::optional<std::string> next_handshake(std::chrono::milliseconds wait = 5s);

 private:
  void serve();

  net::io_context io_;
  tcp::acceptor acceptor_;
  std::uint16_t port_ = 0;
  std::mutex mutex_;
  std::condition_variable ended_;
  std::deque<std::string> handshakes_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace rockpool::tests
