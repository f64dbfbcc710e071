#pragma once
// A TLS server on 127.0.0.1 with a self-signed certificate, as a push service no authority
// vouches for: it records how each TLS handshake ended.

#include <boost/asio/ssl/context.hpp>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>

#include "tests/server/push/loopback_server.hpp"
#include "tests/server/test_client.hpp"

namespace rockpool::tests {

class TlsReceiver {
 public:
  TlsReceiver();
  ~TlsReceiver();

  std::uint16_t port() const { return server_.port(); }
  // How the next handshake ended: empty when it succeeded, else the error's words; nothing
  // when none happened within the wait.
  std::optional<std::string> next_handshake(std::chrono::milliseconds wait = 5s);

 private:
  void shake_hands(tcp::socket socket);

  net::ssl::context context_;
  std::mutex mutex_;
  std::condition_variable ended_;
  std::deque<std::string> handshakes_;
  // Last: it stops (and no longer calls shake_hands) before the rest goes.
  LoopbackServer server_;
};

}  // namespace rockpool::tests
