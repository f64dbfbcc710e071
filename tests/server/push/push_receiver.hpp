#pragma once
// A push service for tests: a real HTTP server on 127.0.0.1 (Beast) that keeps every request it
// is sent and answers each with the status it is told.

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>

#include "tests/server/push/loopback_server.hpp"
#include "tests/server/test_client.hpp"

namespace rockpool::tests {

class PushReceiver {
 public:
  PushReceiver();
  ~PushReceiver();

  std::uint16_t port() const { return server_.port(); }
  // An endpoint URL of this receiver.
  std::string endpoint(const std::string& path) const;
  // The status later requests are answered with (201 unless told).
  void answer_with(int status);
  // Held: requests are received (and handed to the test) but not answered until released.
  void hold(bool held);
  // The next request received, or nothing within the wait.
  std::optional<http::request<http::string_body>> next(std::chrono::milliseconds wait = 5s);

 private:
  // One request a connection: what the server's sender does.
  void answer(tcp::socket socket);

  std::mutex mutex_;
  std::condition_variable arrived_;
  std::deque<http::request<http::string_body>> received_;
  int status_ = 201;
  bool held_ = false;
  std::condition_variable released_;
  bool stopping_ = false;
  // Last: it stops (and no longer calls answer) before the rest goes.
  LoopbackServer server_;
};

}  // namespace rockpool::tests
