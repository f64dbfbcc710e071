#include "bench/floor/floor_socket.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::bench::floor_relay {

namespace {

using nlohmann::json;

// Rockpool's defaults, so that both servers hold their clients to the same limits.
constexpr std::size_t kMaxFrameBytes = 64 * 1024;
constexpr std::size_t kMaxQueueBytes = 1024 * 1024;
constexpr auto kHandshakeTimeout = std::chrono::seconds(10);
constexpr auto kIdleTimeout = std::chrono::seconds(120);

Frame reply(const char* type, const json& id) {
  return std::make_shared<const std::string>(json{{"type", type}, {"id", id}}.dump());
}

}  // namespace

FloorSocket::FloorSocket(tcp::socket socket, FloorState& state)
    : ws_(std::move(socket)), state_(state) {}

FloorSocket::~FloorSocket() {
  state_.rooms.leave(*this);
  if (open_) --state_.counters.connections;
}

void FloorSocket::start(const http::request<http::string_body>& upgrade) {
  beast::get_lowest_layer(ws_).expires_never();
  ws_.set_option(websocket::stream_base::timeout{kHandshakeTimeout, kIdleTimeout, true});
  ws_.read_message_max(kMaxFrameBytes);
  ws_.auto_fragment(false);
  ws_.write_buffer_bytes(512);
  ws_.async_accept(upgrade, beast::bind_front_handler(&FloorSocket::on_accept, shared_from_this()));
}

void FloorSocket::on_accept(beast::error_code error) {
  if (error) return;
  open_ = true;
  ++state_.counters.connections;
  ++state_.counters.connections_total;
  do_read();
}

void FloorSocket::do_read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
    self->on_read(error);
  });
}

void FloorSocket::on_read(beast::error_code error) {
  if (error) {
    drop();
    return;
  }
  ++state_.counters.frames_in_total;
  const auto data = buffer_.cdata();
  handle(std::string_view(static_cast<const char*>(data.data()), data.size()));
  buffer_.consume(buffer_.size());
  do_read();
}

void FloorSocket::handle(std::string_view text) {
  const json request = json::parse(text, nullptr, false);
  if (!request.is_object()) {
    send(reply("error", nullptr));
    return;
  }
  const json id = request.value("id", json());
  const auto type = request.find("type");
  // A missing or non-string type is answered as an unknown one.
  std::string_view kind;
  if (type != request.end() && type->is_string()) kind = type->get_ref<const std::string&>();
  if (kind == "move") {
    const auto action = request.find("action");
    if (action == request.end() || !action->is_string() || !state_.rooms.act(*this, id, *action)) {
      send(reply("error", id));
    }
  } else if (kind == "hello") {
    send(reply("reply", id));
  } else if (kind == "join") {
    const auto name = request.find("room");
    if (name == request.end() || !name->is_string() ||
        !state_.rooms.join(name->get<std::string>(), *this)) {
      send(reply("error", id));
    }
  } else {
    send(reply("error", id));
  }
}

void FloorSocket::send(Frame frame) {
  if (!open_) return;
  queued_bytes_ += frame->size();
  state_.counters.bytes_out_total += frame->size();
  if (queued_bytes_ > kMaxQueueBytes) {
    drop();
    return;
  }
  queue_.push_back(std::move(frame));
  if (!writing_) do_write();
}

void FloorSocket::do_write() {
  writing_ = true;
  ws_.text(true);
  ws_.async_write(
      net::buffer(*queue_.front()),
      [self = shared_from_this()](beast::error_code error, std::size_t) { self->on_write(error); });
}

void FloorSocket::on_write(beast::error_code error) {
  writing_ = false;
  if (error || !open_) {
    queue_.clear();
    queued_bytes_ = 0;
    return;
  }
  queued_bytes_ -= queue_.front()->size();
  queue_.pop_front();
  if (!queue_.empty()) do_write();
}

void FloorSocket::drop() {
  state_.rooms.leave(*this);
  // A write in flight still reads its frame: the queue goes when that write ends.
  if (!writing_) {
    queue_.clear();
    queued_bytes_ = 0;
  }
  if (!open_) return;
  open_ = false;
  --state_.counters.connections;
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
}

}  // namespace rockpool::bench::floor_relay
