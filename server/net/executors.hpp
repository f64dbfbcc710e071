#pragma once
// Where the server's work runs: an executor for each connection, room or the lobby, over the I/O
// threads. With several threads each is a strand; with one thread everything is serialised
// already, and a strand would only cost time.

#include <utility>

#include "server/net/net.hpp"

namespace rockpool::server {

class Executors {
 public:
  Executors(net::io_context& io, int threads) : io_(io), threads_(threads) {}

  net::any_io_executor make() {
    if (threads_ == 1) return io_.get_executor();
    return net::make_strand(io_);
  }
  // Runs `work` later on `target`'s executor: one that make() made, or an I/O object's on one.
  // With one thread that is the io_context's own: posted by its concrete type, a hop spares the
  // type-erased executor's copy and its indirect calls (a room's request and each frame it sends
  // take one hop each).
  template <class Target, class Work>
  void post(Target& target, Work&& work) {
    if (threads_ == 1) return net::post(io_, std::forward<Work>(work));
    if constexpr (requires { target.get_executor(); }) {
      net::post(target.get_executor(), std::forward<Work>(work));
    } else {
      net::post(target, std::forward<Work>(work));
    }
  }

 private:
  net::io_context& io_;
  const int threads_;
};

}  // namespace rockpool::server
