#include "server/net/listener.hpp"

#include <array>

#include "server/logging.hpp"
#include "server/net/http_host.hpp"
#include "server/net/http_session.hpp"

namespace rockpool::server {

namespace {

// Refusals still draining at once; past this many a refused socket is closed without draining,
// so that a flood of refusals cannot spend the descriptors kept back for the store and the logs.
constexpr int kMaxDraining = 32;
constexpr auto kDrainTime = std::chrono::seconds(1);

const std::string& refusal_text() {
  static const std::string text = [] {
    const std::string body = "the server is at its connection limit: try again shortly\n";
    return "HTTP/1.1 503 Service Unavailable\r\nServer: rockpool\r\nConnection: close\r\n"
           "Content-Type: text/plain\r\nRetry-After: 1\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
  }();
  return text;
}

// A connection past the cap: answered 503 at once, without reading its request. What the client
// sends meanwhile is read and dropped for a moment before the close, as closing a socket with
// unread input sends a reset that can overtake the answer.
class Refusal : public std::enable_shared_from_this<Refusal> {
 public:
  Refusal(tcp::socket&& socket, std::shared_ptr<std::atomic<int>> draining)
      : stream_(std::move(socket)), draining_(std::move(draining)) {}
  ~Refusal() {
    if (counted_) draining_->fetch_sub(1, std::memory_order_relaxed);
  }

  void run() {
    stream_.expires_after(kDrainTime);
    net::async_write(stream_, net::buffer(refusal_text()),
                     [self = shared_from_this()](beast::error_code error, std::size_t) {
                       if (!error) self->on_written();
                     });
  }

 private:
  void on_written() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    if (draining_->fetch_add(1, std::memory_order_relaxed) >= kMaxDraining) {
      draining_->fetch_sub(1, std::memory_order_relaxed);
      return;  // closed as this object goes
    }
    counted_ = true;
    drain();
  }

  void drain() {
    stream_.async_read_some(net::buffer(sink_),
                            [self = shared_from_this()](beast::error_code error, std::size_t) {
                              if (!error) self->drain();
                            });
  }

  beast::tcp_stream stream_;
  std::shared_ptr<std::atomic<int>> draining_;
  bool counted_ = false;
  std::array<char, 1024> sink_{};
};

}  // namespace

Listener::Listener(HttpHost& host, Executors& executors, ConnectionLimit& limit,
                   ConnectionOwner& owner, const tcp::endpoint& endpoint)
    : host_(host),
      executors_(executors),
      limit_(limit),
      owner_(owner),
      acceptor_(executors.make()),
      retry_timer_(acceptor_.get_executor()) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
  port_ = acceptor_.local_endpoint().port();
}

void Listener::run() {
  do_accept();
}

void Listener::stop() {
  net::dispatch(acceptor_.get_executor(), [self = shared_from_this()] {
    beast::error_code ignored;
    self->acceptor_.close(ignored);
    self->retry_timer_.cancel();
  });
}

void Listener::do_accept() {
  acceptor_.async_accept(executors_.make(),
                         beast::bind_front_handler(&Listener::on_accept, shared_from_this()));
}

void Listener::on_accept(beast::error_code error, tcp::socket socket) {
  if (error == net::error::operation_aborted || !acceptor_.is_open()) return;
  if (error) {
    // Out of descriptors, say: wait a little rather than spin.
    spdlog::warn("accept failed: {}", error.message());
    retry_timer_.expires_after(std::chrono::milliseconds(100));
    retry_timer_.async_wait([self = shared_from_this()](beast::error_code e) {
      if (!e) self->do_accept();
    });
    return;
  }
  beast::error_code ignored;
  socket.set_option(tcp::no_delay(true), ignored);
  if (auto slot = limit_.try_acquire()) {
    std::make_shared<HttpSession>(std::move(socket), host_, owner_, std::move(*slot))->run();
  } else {
    host_.metrics.connections_refused_total.fetch_add(1, std::memory_order_relaxed);
    std::make_shared<Refusal>(std::move(socket), refusals_draining_)->run();
  }
  do_accept();
}

}  // namespace rockpool::server
