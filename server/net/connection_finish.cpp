// How a connection ends once its WebSocket stream is done: Beast failed it (a frame over the size
// limit, text that is not UTF-8), the peer closed, or our own close handshake ended. Every request
// read before still gets its reply (for a bounded time), then the close frame, written on the
// socket itself; then our side is shut and the peer's bytes drained until it closes or the time is
// up, so that the kernel never resets a connection whose last frames the peer has not read.

#include "server/net/connection.hpp"
#include "server/net/frame_header.hpp"

namespace rockpool::server {

namespace {

// How long replies still being worked out may hold the close frame back; a commit takes
// milliseconds, so only a stalled store comes near it.
constexpr std::chrono::seconds kOwedRepliesWait{2};
// How long the peer has to read what was sent and close, once our side is shut.
constexpr std::chrono::seconds kDrainWait{2};

}  // namespace

void Connection::finish() {
  if (closed_ || finishing_) return;
  finishing_ = true;
  std::optional<std::string> held = ws_.next_layer().take_held_close();
  if (held && refuse_close_) held = close_frame(websocket::close_code::protocol_error);
  if (!ws_.next_layer().is_open()) return on_closed();
  // Nothing held: our close handshake is over, or the peer went away.
  if (!held) return shut_and_drain();
  final_close_ = std::move(held);
  finish_timer_ = std::make_unique<ServerTimer>(ws_.get_executor());
  finish_timer_->expires_after(kOwedRepliesWait);
  finish_timer_->async_wait([self = shared_from_this()](beast::error_code error) {
    if (error || self->closed_) return;
    self->owed_waited_ = true;
    if (!self->writing_) self->write_rest();
  });
  if (!writing_) write_rest();
}

void Connection::write_rest() {
  if (closed_ || writing_ || !final_close_) return;
  auto& socket = ws_.next_layer();
  if (head_ < queue_.size()) {
    writing_ = true;
    raw_header_ = frame_header(kTextOpcode, queue_[head_]->size());
    const std::array<net::const_buffer, 2> frame{net::buffer(raw_header_),
                                                 net::buffer(*queue_[head_])};
    return net::async_write(
        socket, frame, [self = shared_from_this()](beast::error_code error, std::size_t bytes) {
          self->on_rest_written(error, bytes, false);
        });
  }
  if (unanswered_ > 0 && !owed_waited_) return;  // a reply is on its way
  writing_ = true;
  socket.pass_close_frame();
  net::async_write(socket, net::buffer(*final_close_),
                   [self = shared_from_this()](beast::error_code error, std::size_t bytes) {
                     self->on_rest_written(error, bytes, true);
                   });
}

void Connection::on_rest_written(beast::error_code error, std::size_t bytes, bool close_frame) {
  writing_ = false;
  if (closed_) return;
  if (error) return drop();
  if (close_frame) {
    final_close_.reset();
    return shut_and_drain();
  }
  frame_written(bytes - raw_header_.size());
  write_rest();
}

void Connection::shut_and_drain() {
  auto& socket = ws_.next_layer();
  beast::error_code ignored;
  socket.shutdown(tcp::socket::shutdown_send, ignored);
  if (!finish_timer_) finish_timer_ = std::make_unique<ServerTimer>(ws_.get_executor());
  finish_timer_->expires_after(kDrainWait);
  finish_timer_->async_wait([self = shared_from_this()](beast::error_code error) {
    if (!error) self->drop();
  });
  buffer_.consume(buffer_.size());
  drain();
}

void Connection::drain() {
  ws_.next_layer().async_read_some(
      buffer_.prepare(4096), [self = shared_from_this()](beast::error_code error, std::size_t) {
        // The peer closed (or the socket did): the connection is over.
        if (error) return self->drop();
        self->drain();
      });
}

}  // namespace rockpool::server
