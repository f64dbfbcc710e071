#pragma once
// The owner of every WebSocket connection: routes each request (on the connection's strand) to
// what handles it (the session's hello, the lobby, quick pairing, a room, accounts, tournaments,
// push), and tells the lobby and quick pairing of a closed connection.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/net/connection_owner.hpp"

namespace rockpool::server {

struct ServerContext;

class RequestRouter final : public ConnectionOwner {
 public:
  // The context outlives the router; the handlers are given what they use of it.
  explicit RequestRouter(ServerContext& context) : context_(context) {}

  void request(const ConnectionPtr& connection, protocol::Request request) override;
  void closed(const ConnectionPtr& connection) override;

 private:
  ServerContext& context_;
};

}  // namespace rockpool::server
