#include "server/net/connection.hpp"

#include <algorithm>
#include <utility>

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/request.hpp"
#include "server/logging.hpp"
#include "server/net/connection_owner.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

namespace {

// A connection that keeps sending after being told it floods is closed after this many refusals.
constexpr int kRefusalsBeforeClose = 10;

}  // namespace

Connection::Connection(tcp::socket&& socket, ConnectionHost& host, ConnectionOwner& owner,
                       ConnectionSlot slot, AddressSlot address)
    : slot_(std::move(slot)),
      ws_(std::move(socket)),
      host_(host),
      owner_(owner),
      bucket_(host.config.rate_per_second, host.config.rate_burst),
      address_slot_(std::move(address)) {}

Connection::~Connection() = default;

void Connection::start(const http::request<http::string_body>& request) {
  // The WebSocket layer keeps the opening and closing handshakes' timeouts, on its own timer;
  // the idle timeout is the server's sweep's (check_idle).
  ws_.set_option(websocket::stream_base::timeout{host_.config.handshake_timeout,
                                                 websocket::stream_base::none(), false});
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& response) { response.set(http::field::server, "rockpool"); }));
  ws_.read_message_max(host_.config.max_frame_bytes);
  ws_.auto_fragment(false);
  ws_.write_buffer_bytes(512);  // server frames are not masked: the buffer is barely used
  // The stream owns the callback and this owns the stream: `this` outlives every call.
  ws_.control_callback(
      [this](websocket::frame_type kind, beast::string_view) { on_control(kind); });
  ws_.async_accept(request, beast::bind_front_handler(&Connection::on_accept, shared_from_this()));
}

void Connection::on_accept(beast::error_code error) {
  if (error) return;
  host_.metrics.connections_total.fetch_add(1, std::memory_order_relaxed);
  host_.metrics.connections.fetch_add(1, std::memory_order_relaxed);
  heard();  // before the idle sweep can see it
  host_.connections.add(shared_from_this());
  // A connection that never says hello is closed.
  hello_deadline_ = std::make_unique<ServerTimer>(ws_.get_executor());
  hello_deadline_->expires_after(host_.config.handshake_timeout);
  hello_deadline_->async_wait([self = shared_from_this()](beast::error_code e) {
    if (!e && !self->session_) {
      self->begin_close({websocket::close_code::policy_error, "hello expected"});
    }
  });
  do_read();
}

void Connection::check_idle() {
  net::post(ws_.get_executor(), [self = shared_from_this()] { self->on_quiet(); });
}

void Connection::on_quiet() {
  if (closed_ || closing_) return;  // a closing handshake has Beast's timeout
  const auto quiet = std::chrono::steady_clock::now() - last_heard();
  const auto idle = host_.config.idle_timeout;
  // Nothing heard for the idle timeout, not even the answer to a ping: the peer is gone.
  if (quiet >= idle) return drop();
  if (quiet >= idle / 2 && !pinged_ && !ping_in_flight_) {
    pinged_ = ping_in_flight_ = true;
    ws_.async_ping(
        {}, [self = shared_from_this()](beast::error_code) { self->ping_in_flight_ = false; });
  }
}

void Connection::do_read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&Connection::on_read, shared_from_this()));
}

void Connection::on_read(beast::error_code error, std::size_t) {
  if (error) {
    if (error == websocket::error::message_too_big) {
      host_.metrics.count_error("connection/message_too_big");
    }
    return finish();
  }
  host_.metrics.frames_in_total.fetch_add(1, std::memory_order_relaxed);
  heard();
  if (!closing_) {
    const auto data = buffer_.cdata();
    handle(std::string_view(static_cast<const char*>(data.data()), data.size()));
  }
  buffer_.consume(buffer_.size());
  if (buffer_.capacity() > 16 * 1024) buffer_.shrink_to_fit();
  if (reads_held_) {
    read_deferred_ = true;
    return;
  }
  do_read();  // also while closing: the peer's close frame arrives through a read
}

void Connection::release_reads() {
  reads_held_ = false;
  if (std::exchange(read_deferred_, false)) do_read();
}

void Connection::count_refusal() {
  host_.metrics.count_error(protocol::code::kRateLimited);
  if (++refused_in_a_row_ == kRefusalsBeforeClose) {
    begin_close({websocket::close_code::policy_error, "flooding"});
  }
}

void Connection::on_control(websocket::frame_type kind) {
  heard();
  if (kind == websocket::frame_type::close) {
    // Beast echoes any code from 3000 up; RFC 6455 (7.4.2) defines none above 4999. The echo is
    // held (HeldCloseSocket), and 1002 goes out instead.
    if (ws_.reason().code > 4999) {
      host_.metrics.count_error("connection/bad_close_code");
      refuse_close_ = true;
    }
    return;
  }
  if (bucket_.take()) return;
  // Called from inside the read: the close (a write) starts once the read has returned.
  net::post(ws_.get_executor(), [self = shared_from_this()] { self->count_refusal(); });
}

void Connection::handle(std::string_view text) {
  if (!bucket_.take()) {
    // Still a reply to the request when its id can be read: every request gets one.
    const auto parsed = ws_.got_text() ? protocol::parse_request(text) : protocol::ParsedRequest{};
    const rules::Error error{protocol::code::kRateLimited,
                             "too many messages: slow down or be disconnected"};
    enqueue(std::make_shared<const std::string>(
        parsed.id == "null" ? protocol::error_frame(error)
                            : protocol::error_reply_frame(parsed.id, error)));
    return count_refusal();
  }
  refused_in_a_row_ = 0;
  if (!ws_.got_text()) {
    host_.metrics.count_error(protocol::code::kInvalidJson);
    enqueue(std::make_shared<const std::string>(
        protocol::error_frame({protocol::code::kInvalidJson, "requests are JSON text frames"})));
    return;
  }
  protocol::ParsedRequest parsed = protocol::parse_request(text);
  if (!parsed.request) {
    host_.metrics.count_error(parsed.error.code);
    enqueue(std::make_shared<const std::string>(
        parsed.id == "null" ? protocol::error_frame(parsed.error)
                            : protocol::error_reply_frame(parsed.id, parsed.error)));
    return;
  }
  ++unanswered_;
  owner_.request(shared_from_this(), std::move(*parsed.request));
}

void Connection::adopt_session(SessionPtr session) {
  session_ = std::move(session);
  if (hello_deadline_) {
    hello_deadline_->cancel();
    hello_deadline_.reset();
  }
}

void Connection::remember_room(const std::shared_ptr<Room>& room) {
  if (!knows_room(room)) rooms_.push_back(room);
}

bool Connection::knows_room(const std::shared_ptr<Room>& room) const {
  return std::find(rooms_.begin(), rooms_.end(), room) != rooms_.end();
}

std::shared_ptr<Room> Connection::known_room(std::string_view id) const {
  for (const auto& room : rooms_) {
    if (room->id() == id) return room;
  }
  return nullptr;
}

void Connection::forget_room(std::shared_ptr<Room> room) {
  net::post(ws_.get_executor(), [self = shared_from_this(), room = std::move(room)] {
    std::erase(self->rooms_, room);
  });
}

void Connection::send(Frame frame) {
  host_.executors.post(ws_, [self = shared_from_this(), frame = std::move(frame)]() mutable {
    self->enqueue(std::move(frame));
  });
}

void Connection::send_reply(Frame frame) {
  host_.executors.post(ws_, [self = shared_from_this(), frame = std::move(frame)]() mutable {
    if (self->unanswered_ > 0) --self->unanswered_;
    self->enqueue(std::move(frame));
  });
}

void Connection::enqueue(Frame frame) {
  if (closed_) return;
  queued_bytes_ += frame->size();
  if (queued_bytes_ > host_.config.max_queue_bytes) {
    host_.metrics.count_error("connection/too_slow");
    return drop();
  }
  queue_.push_back(std::move(frame));
  if (writing_) return;
  if (finishing_) return write_rest();
  do_write();
}

void Connection::do_write() {
  writing_ = true;
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_[head_]),
                  beast::bind_front_handler(&Connection::on_write, shared_from_this()));
}

void Connection::on_write(beast::error_code error, std::size_t bytes) {
  writing_ = false;
  // A dropped connection emptied its queue while this write was in flight.
  if (closed_) return;
  if (!error) frame_written(bytes);
  // The stream failed meanwhile: the rest goes out on the socket.
  if (finishing_) return write_rest();
  if (error) return;
  if (head_ < queue_.size()) return do_write();
  if (close_when_flushed_) {
    auto reason = *close_when_flushed_;
    close_when_flushed_.reset();
    ws_.next_layer().pass_close_frame();
    ws_.async_close(reason, [self = shared_from_this()](beast::error_code) {});
  }
}

void Connection::frame_written(std::size_t bytes) {
  host_.metrics.bytes_out_total.fetch_add(bytes, std::memory_order_relaxed);
  host_.metrics.frames_out_total.fetch_add(1, std::memory_order_relaxed);
  queued_bytes_ -= queue_[head_]->size();
  queue_[head_].reset();
  if (++head_ == queue_.size()) {
    queue_.clear();
    head_ = 0;
  } else if (head_ >= 64) {
    queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(head_));
    head_ = 0;
  }
}

void Connection::close(websocket::close_code code, std::string reason) {
  net::post(ws_.get_executor(), [self = shared_from_this(), code, reason = std::move(reason)] {
    self->begin_close({code, reason});
  });
}

void Connection::begin_close(websocket::close_reason reason) {
  if (closing_ || closed_) return;
  closing_ = true;
  if (writing_ || head_ < queue_.size()) {
    close_when_flushed_ = std::move(reason);
    return;
  }
  ws_.next_layer().pass_close_frame();
  ws_.async_close(reason, [self = shared_from_this()](beast::error_code) {});
}

void Connection::drop() {
  beast::error_code ignored;
  ws_.next_layer().shutdown(tcp::socket::shutdown_both, ignored);
  ws_.next_layer().close(ignored);
  on_closed();
}

void Connection::on_closed() {
  if (closed_) return;
  closed_ = true;
  queue_.clear();
  head_ = 0;
  queued_bytes_ = 0;
  if (hello_deadline_) hello_deadline_->cancel();
  if (finish_timer_) finish_timer_->cancel();
  host_.metrics.connections.fetch_sub(1, std::memory_order_relaxed);
  host_.connections.remove(this);
  auto self = shared_from_this();
  for (const auto& room : rooms_)
    room->detach(self);
  rooms_.clear();
  owner_.closed(self);
}

}  // namespace rockpool::server
