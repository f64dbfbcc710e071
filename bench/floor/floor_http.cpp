#include "bench/floor/floor_http.hpp"

namespace rockpool::bench::floor_relay {

namespace {

constexpr auto kHttpTimeout = std::chrono::seconds(30);

// Reads requests on one connection until it upgrades or closes.
class FloorHttp final : public std::enable_shared_from_this<FloorHttp> {
 public:
  FloorHttp(tcp::socket socket, FloorState& state) : stream_(std::move(socket)), state_(state) {}

  void do_read() {
    request_ = {};
    stream_.expires_after(kHttpTimeout);
    http::async_read(stream_, buffer_, request_,
                     [self = shared_from_this()](beast::error_code error, std::size_t) {
                       if (!error) self->on_read();
                     });
  }

 private:
  void on_read() {
    if (websocket::is_upgrade(request_)) {
      std::make_shared<FloorSocket>(stream_.release_socket(), state_)->start(request_);
      return;
    }
    auto response = std::make_shared<http::response<http::string_body>>();
    response->version(request_.version());
    response->keep_alive(request_.keep_alive());
    if (request_.method() == http::verb::get && request_.target() == "/metrics") {
      response->result(http::status::ok);
      response->set(http::field::content_type, "text/plain; version=0.0.4");
      response->body() = state_.counters.render();
    } else {
      response->result(http::status::not_found);
    }
    response->prepare_payload();
    http::async_write(stream_, *response,
                      [self = shared_from_this(), response](beast::error_code error, std::size_t) {
                        if (!error && response->keep_alive()) self->do_read();
                      });
  }

  beast::tcp_stream stream_;
  FloorState& state_;
  beast::flat_buffer buffer_;
  http::request<http::string_body> request_;
};

}  // namespace

FloorListener::FloorListener(net::io_context& io, const tcp::endpoint& endpoint, FloorState& state)
    : io_(io), acceptor_(io), state_(state) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void FloorListener::do_accept() {
  acceptor_.async_accept(
      io_, [self = shared_from_this()](beast::error_code error, tcp::socket socket) {
        if (!error) {
          beast::error_code ignored;
          socket.set_option(tcp::no_delay(true), ignored);
          std::make_shared<FloorHttp>(std::move(socket), self->state_)->do_read();
        }
        self->do_accept();
      });
}

}  // namespace rockpool::bench::floor_relay
