#include "server/listener.hpp"

#include "server/context.hpp"
#include "server/http_session.hpp"
#include "server/logging.hpp"

namespace rockpool::server {

Listener::Listener(ServerContext& context, const tcp::endpoint& endpoint)
    : context_(context),
      acceptor_(context.make_executor()),
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
  acceptor_.async_accept(context_.make_executor(),
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
  std::make_shared<HttpSession>(std::move(socket), context_)->run();
  do_accept();
}

}  // namespace rockpool::server
