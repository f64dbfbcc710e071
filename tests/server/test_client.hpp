#pragma once
// A WebSocket client for tests: real sockets on 127.0.0.1, every wait bounded. Frames that arrive
// while a test waits for something else are kept in order for later.

#include <chrono>
#include <deque>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "server/net/net.hpp"

namespace rockpool::tests {

using nlohmann::json;
using namespace std::chrono_literals;
namespace net = rockpool::server::net;
namespace beast = rockpool::server::beast;
namespace websocket = rockpool::server::websocket;
namespace http = rockpool::server::http;
using tcp = rockpool::server::tcp;

// A connection and handshake that did not finish in time.
struct OpenTimedOut : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr std::chrono::milliseconds kOpenWithin = 5s;

class TestClient {
 public:
  // `target`: the path (and query) of the WebSocket handshake. The TCP connection and the
  // handshake together must be done within `open_within`, or the constructor throws
  // `OpenTimedOut`: a server that is frozen (SIGSTOP) accepts connections in its kernel yet never
  // answers, and a client must move on.
  explicit TestClient(std::uint16_t port, const std::string& origin = "",
                      const std::string& target = "/ws",
                      std::chrono::milliseconds open_within = kOpenWithin);
  ~TestClient();

  // Says hello and keeps the session token; returns the reply's result.
  json hello(const std::string& name = "Tester", const std::string& token = "");
  // Sends a request with a fresh id and returns its reply (the whole reply frame).
  json request(json body);
  // Sends without waiting.
  void send(const json& body);
  void send_text(const std::string& text);
  // The next frame (kept ones first), or nothing within the wait.
  std::optional<json> next(std::chrono::milliseconds wait = 5s);
  // The next frame of a type (others are kept), or nothing within the wait.
  std::optional<json> next_of_type(const std::string& type, std::chrono::milliseconds wait = 5s);
  // Waits until the server closes the connection; returns its close code, or nothing.
  std::optional<int> wait_closed(std::chrono::milliseconds wait = 5s);
  bool is_open() const { return ws_.is_open(); }
  void close();

  const std::string& token() const { return token_; }
  // Request ids stay unique within a session across reconnects: one counter for the process.
  static std::int64_t next_id();
  websocket::stream<beast::tcp_stream>& stream() { return ws_; }

 private:
  void open(std::uint16_t port, const std::string& target, std::chrono::milliseconds within);
  std::optional<std::string> read_frame(std::chrono::milliseconds wait);

  net::io_context io_;
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<json> kept_;
  std::string token_;
  // One read is kept in flight across calls, so that a wait that ends empty-handed leaves the
  // stream usable.
  bool read_pending_ = false;
  bool read_done_ = false;
  bool read_failed_ = false;
  beast::error_code read_error_;
};

// Upgrades an HTTP GET to the server into (status, body).
std::pair<int, std::string> http_get(std::uint16_t port, const std::string& target);
// A reply frame's error code; empty for a result.
std::string error_code(const json& reply);

}  // namespace rockpool::tests
