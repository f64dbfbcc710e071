#include "bench/load_client.hpp"

#include <charconv>

namespace rockpool::bench {

bool parse_ws_url(const std::string& url, Endpoint& out) {
  const std::string scheme = "ws://";
  if (url.rfind(scheme, 0) != 0) return false;
  const std::string rest = url.substr(scheme.size());
  const auto slash = rest.find('/');
  const std::string authority = rest.substr(0, slash);
  out.path = slash == std::string::npos ? "/" : rest.substr(slash);
  const auto colon = authority.rfind(':');
  if (colon == std::string::npos) return false;
  out.host = authority.substr(0, colon);
  unsigned port = 0;
  auto [end, ec] =
      std::from_chars(authority.data() + colon + 1, authority.data() + authority.size(), port);
  if (ec != std::errc() || port == 0 || port > 65535) return false;
  out.port = static_cast<std::uint16_t>(port);
  return true;
}

LoadClient::LoadClient(net::io_context& io, const Endpoint& endpoint)
    : ws_(io), endpoint_(endpoint) {}

void LoadClient::open(const std::function<void()>& on_open) {
  auto self = shared_from_this();
  const tcp::endpoint target(net::ip::make_address(endpoint_.host), endpoint_.port);
  beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(30));
  beast::get_lowest_layer(ws_).async_connect(target, [self, on_open](beast::error_code error) {
    if (error) {
      if (self->on_close) self->on_close(error);
      return;
    }
    beast::get_lowest_layer(self->ws_).expires_never();
    beast::error_code ignored;
    beast::get_lowest_layer(self->ws_).socket().set_option(tcp::no_delay(true), ignored);
    self->ws_.set_option(websocket::stream_base::timeout{std::chrono::seconds(30),
                                                         websocket::stream_base::none(), false});
    self->ws_.read_message_max(16 * 1024 * 1024);
    self->ws_.auto_fragment(false);
    self->ws_.async_handshake(self->endpoint_.host, self->endpoint_.path,
                              [self, on_open](beast::error_code e) {
                                if (e) {
                                  if (self->on_close) self->on_close(e);
                                  return;
                                }
                                self->do_read();
                                on_open();
                              });
  });
}

void LoadClient::do_read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
    if (error) {
      self->closed_ = true;
      if (self->on_close) self->on_close(error);
      return;
    }
    const auto data = self->buffer_.cdata();
    if (self->on_frame) {
      self->on_frame(std::string_view(static_cast<const char*>(data.data()), data.size()));
    }
    self->buffer_.consume(self->buffer_.size());
    self->do_read();
  });
}

void LoadClient::send(std::string frame) {
  if (closed_) return;
  queue_.push_back(std::move(frame));
  if (!writing_) do_write();
}

void LoadClient::do_write() {
  writing_ = true;
  ws_.text(true);
  ws_.async_write(net::buffer(queue_.front()),
                  [self = shared_from_this()](beast::error_code error, std::size_t) {
                    self->writing_ = false;
                    if (error) return;
                    self->queue_.pop_front();
                    if (!self->queue_.empty()) self->do_write();
                  });
}

void LoadClient::close() {
  closed_ = true;
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
}

}  // namespace rockpool::bench
