#pragma once
// Requests that must read or write the store answer from a store reader's thread, never from the
// connection's: the helper that hands the work over and brings the answer back in order.

#include <spdlog/spdlog.h>

#include <exception>
#include <optional>
#include <utility>

#include "server/net/connection.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

// Runs `read`, which may wait on the store, on one of `readers`, never on this thread; then
// `answer` on the connection's strand with what it read (none: it failed, logged after `what`). The
// connection's next frames wait unread meanwhile, so requests keep their order.
template <typename Read, typename Answer>
void read_in_order(StoreReaders& readers, const ConnectionPtr& connection, const char* what,
                   Read read, Answer answer) {
  connection->hold_reads();
  readers.post([connection, what, read = std::move(read), answer = std::move(answer)]() mutable {
    std::optional<decltype(read())> result;
    try {
      result = read();
    } catch (const std::exception& error) {
      spdlog::error("{}: {}", what, error.what());
    }
    net::post(connection->executor(),
              [connection, result = std::move(result), answer = std::move(answer)]() mutable {
                answer(std::move(result));
                connection->release_reads();
              });
  });
}

}  // namespace rockpool::server
