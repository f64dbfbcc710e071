#pragma once
// The owner of every WebSocket connection: routes each request (on the connection's strand) to
// what handles it (the session's hello, the lobby, quick pairing, a room, accounts, tournaments,
// push), and tells the lobby and quick pairing of a closed connection.

#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/net/connection_owner.hpp"

namespace rockpool::server {

class Lobby;
class Matchmaker;

class RequestRouter final : public ConnectionOwner {
 public:
  // Both outlive the router.
  RequestRouter(Lobby& lobby, Matchmaker& matchmaker) : lobby_(lobby), matchmaker_(matchmaker) {}

  void request(const ConnectionPtr& connection, protocol::Request request) override;
  void closed(const ConnectionPtr& connection) override;

 private:
  Lobby& lobby_;
  Matchmaker& matchmaker_;
};

}  // namespace rockpool::server
