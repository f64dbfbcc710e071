#pragma once
// A connection's TCP socket as its WebSocket stream sees it, so that a connection can fail well.
// Beast fails a connection by itself on a frame it refuses (1007, 1009) and answers a peer's close
// at once: it writes its close frame after the write in flight, so replies still queued or still
// being worked out would never go out, and its teardown closes the socket with the peer's bytes
// unread, which makes the kernel reset the connection and lose what was sent. Here a close frame
// Beast writes by itself is held instead, and its teardown leaves the socket alone: the connection
// writes the replies it owes, then the held frame, then shuts its side and drains the peer's
// bytes for a bounded time before it closes (RFC 6455, 7.1.1).

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

#include "server/net/net.hpp"

namespace rockpool::server {

class HeldCloseSocket : public tcp::socket {
 public:
  explicit HeldCloseSocket(tcp::socket&& socket) : tcp::socket(std::move(socket)) {}

  // The next close frame is the connection's own (it closes): it is written, not held.
  void pass_close_frame() { pass_close_ = true; }
  // The close frame Beast wrote by itself, if any (taken once).
  std::optional<std::string> take_held_close() { return std::exchange(held_, std::nullopt); }

  // Beast writes every frame through this; a close frame it was not told of is kept, and reported
  // written at once.
  template <class ConstBufferSequence, class WriteHandler>
  void async_write_some(const ConstBufferSequence& buffers, WriteHandler&& handler) {
    if (is_close_frame(buffers) && !std::exchange(pass_close_, false)) {
      std::string frame(net::buffer_size(buffers), '\0');
      net::buffer_copy(net::buffer(frame), buffers);
      const std::size_t size = frame.size();
      held_ = std::move(frame);
      return net::post(get_executor(),
                       beast::bind_front_handler(std::forward<WriteHandler>(handler),
                                                 beast::error_code{}, size));
    }
    tcp::socket::async_write_some(buffers, std::forward<WriteHandler>(handler));
  }

 private:
  // A frame's first byte is FIN and the opcode: 0x88 is a close frame (servers never fragment
  // control frames, nor mask).
  template <class ConstBufferSequence>
  static bool is_close_frame(const ConstBufferSequence& buffers) {
    unsigned char first = 0;
    return net::buffer_copy(net::buffer(&first, 1), buffers) == 1 && first == 0x88;
  }

  bool pass_close_ = false;
  std::optional<std::string> held_;
};

// Beast's teardown of a connection over this socket does nothing: the connection closes it.
template <class TeardownHandler>
void async_teardown(beast::role_type /*role*/, HeldCloseSocket& socket, TeardownHandler&& handler) {
  net::post(socket.get_executor(),
            beast::bind_front_handler(std::forward<TeardownHandler>(handler), beast::error_code{}));
}

inline void teardown(beast::role_type /*role*/, HeldCloseSocket& /*socket*/,
                     beast::error_code& error) {
  error = {};
}

}  // namespace rockpool::server
