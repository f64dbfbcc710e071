#pragma once
// Accepts TCP connections and gives each its own strand and an HttpSession, or past the
// connection cap a 503 and a close.

#include <atomic>
#include <memory>

#include "server/net/connection_limit.hpp"
#include "server/net/executors.hpp"
#include "server/net/net.hpp"

namespace rockpool::server {

struct HttpHost;
class ConnectionOwner;

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  // Binds at once; throws on failure (port taken, bad address).
  // `owner`: the owner of every WebSocket connection accepted.
  Listener(HttpHost& host, Executors& executors, ConnectionLimit& limit, ConnectionOwner& owner,
           const tcp::endpoint& endpoint);
  void run();
  void stop();  // from any thread
  std::uint16_t port() const { return port_; }

 private:
  void do_accept();
  void on_accept(beast::error_code error, tcp::socket socket);

  HttpHost& host_;
  Executors& executors_;
  ConnectionLimit& limit_;
  ConnectionOwner& owner_;
  tcp::acceptor acceptor_;
  net::steady_timer retry_timer_;
  std::uint16_t port_ = 0;
  // Shared with the refusals, which may outlive the listener.
  std::shared_ptr<std::atomic<int>> refusals_draining_ = std::make_shared<std::atomic<int>>(0);
};

}  // namespace rockpool::server
