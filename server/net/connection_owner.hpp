#pragma once
// What a WebSocket connection hands on: each request it reads, and its close. A connection knows
// this one interface (the request router implements it); what cares about a closed connection
// hears of it from there.

#include "protocol/request.hpp"

namespace rockpool::server {

class Connection;

class ConnectionOwner {
 public:
  virtual ~ConnectionOwner() = default;
  // A request `connection` read, decoded, on its strand.
  virtual void request(const std::shared_ptr<Connection>& connection,
                       protocol::Request request) = 0;
  // `connection` closed (on its strand), after it left its rooms: what it held elsewhere goes.
  virtual void closed(const std::shared_ptr<Connection>& connection) = 0;
};

}  // namespace rockpool::server
