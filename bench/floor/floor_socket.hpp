#pragma once
// One WebSocket connection of the floor relay: reads a frame, parses it with nlohmann, answers,
// and writes from a bounded queue of shared immutable frames, one write in flight. A client
// that lets its queue pass the cap is dropped, as Rockpool drops it.

#include <deque>
#include <memory>
#include <string>

#include "bench/floor/floor_rooms.hpp"
#include "server/net/net.hpp"

namespace rockpool::bench::floor_relay {

namespace net = rockpool::server::net;
namespace beast = rockpool::server::beast;
namespace http = rockpool::server::http;
namespace websocket = rockpool::server::websocket;
using tcp = rockpool::server::tcp;

using Frame = std::shared_ptr<const std::string>;

struct FloorState {
  FloorCounters counters;
  FloorRooms rooms{counters};
};

class FloorSocket final : public std::enable_shared_from_this<FloorSocket> {
 public:
  FloorSocket(tcp::socket socket, FloorState& state);
  ~FloorSocket();

  void start(const http::request<http::string_body>& upgrade);
  void send(Frame frame);

  FloorRoom* room = nullptr;  // kept by FloorRooms
  int seat = 0;

 private:
  void on_accept(beast::error_code error);
  void do_read();
  void on_read(beast::error_code error);
  void handle(std::string_view text);
  void do_write();
  void on_write(beast::error_code error);
  void drop();

  websocket::stream<beast::tcp_stream> ws_;
  FloorState& state_;
  beast::flat_buffer buffer_;
  std::deque<Frame> queue_;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool open_ = false;
};

}  // namespace rockpool::bench::floor_relay
