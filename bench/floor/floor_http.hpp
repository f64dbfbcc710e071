#pragma once
// The floor relay's listener and HTTP side: accepts on one port, answers GET /metrics and
// hands a WebSocket upgrade to a FloorSocket; anything else is 404.

#include <memory>

#include "bench/floor/floor_socket.hpp"

namespace rockpool::bench::floor_relay {

class FloorListener final : public std::enable_shared_from_this<FloorListener> {
 public:
  FloorListener(net::io_context& io, const tcp::endpoint& endpoint, FloorState& state);
  void start() { do_accept(); }
  std::uint16_t port() const { return acceptor_.local_endpoint().port(); }

 private:
  void do_accept();

  net::io_context& io_;
  tcp::acceptor acceptor_;
  FloorState& state_;
};

}  // namespace rockpool::bench::floor_relay
