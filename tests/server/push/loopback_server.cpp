#include "tests/server/push/loopback_server.hpp"

#include <utility>

namespace rockpool::tests {

LoopbackServer::LoopbackServer(ServeOne serve_one)
    : acceptor_(io_, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0)),
      serve_one_(std::move(serve_one)) {
  port_ = acceptor_.local_endpoint().port();
  thread_ = std::thread([this] { accept_all(); });
}

LoopbackServer::~LoopbackServer() {
  stopping_ = true;
  // A connection wakes the blocked accept, which then sees the stop.
  net::io_context io;
  tcp::socket wake(io);
  beast::error_code ignored;
  wake.connect(acceptor_.local_endpoint(), ignored);
  thread_.join();
}

void LoopbackServer::accept_all() {
  for (;;) {
    tcp::socket socket(io_);
    beast::error_code error;
    acceptor_.accept(socket, error);
    if (stopping_ || error) return;
    serve_one_(std::move(socket));
  }
}

}  // namespace rockpool::tests
