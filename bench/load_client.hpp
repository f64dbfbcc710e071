#pragma once
// One WebSocket connection of the load tool: connects, says hello, sends frames in order, and
// hands every frame it receives to its owner. Everything runs on the tool's one thread.

#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "server/net/net.hpp"

namespace rockpool::bench {

namespace net = rockpool::server::net;
namespace beast = rockpool::server::beast;
namespace websocket = rockpool::server::websocket;
using tcp = rockpool::server::tcp;

struct Endpoint {
  std::string host;
  std::uint16_t port = 0;
  std::string path = "/ws";
};

// Parses ws://HOST:PORT/PATH; returns false if it is not one.
bool parse_ws_url(const std::string& url, Endpoint& out);

class LoadClient : public std::enable_shared_from_this<LoadClient> {
 public:
  LoadClient(net::io_context& io, const Endpoint& endpoint);

  // Connects and completes the WebSocket handshake, then calls `on_open` (or `on_close` on
  // failure).
  void open(const std::function<void()>& on_open);
  void send(std::string frame);
  void close();

  std::function<void(std::string_view frame)> on_frame;
  std::function<void(beast::error_code)> on_close;

 private:
  void do_read();
  void do_write();

  websocket::stream<beast::tcp_stream> ws_;
  Endpoint endpoint_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  bool writing_ = false;
  bool closed_ = false;
};

}  // namespace rockpool::bench
