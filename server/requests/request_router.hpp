#pragma once
// The owner of every WebSocket connection: routes each request (on the connection's strand) to
// what handles it (the session's hello, the lobby, quick pairing, a room, accounts, tournaments,
// push), and tells the lobby and quick pairing of a closed connection.

#include <atomic>
#include <cstddef>

#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/net/connection_owner.hpp"

namespace rockpool::server {

class AccountRequests;
class AnalysisRequests;
class Cluster;
class HelloRequests;
class Lobby;
class Matchmaker;
class PushRequests;
class SeekRequests;
class TournamentRequests;
struct RoomHost;

// What the router hands requests to, each outliving it: the features' requests, and what the
// requests that open and find rooms use.
struct RequestHandlers {
  // The limits a room.create and a chat line are checked against.
  struct Limits {
    int max_public_rooms;
    int max_rooms_per_session;
    std::size_t max_chat_chars;
  };

  HelloRequests& hello;
  AccountRequests& accounts;
  SeekRequests& seeks;
  PushRequests& push;
  TournamentRequests& tournaments;
  AnalysisRequests& analysis;
  RoomHost& rooms;
  Cluster& cluster;
  Lobby& lobby;
  Matchmaker& matchmaker;
  const std::atomic<bool>& draining;
  Limits limits;
};

class RequestRouter final : public ConnectionOwner {
 public:
  explicit RequestRouter(RequestHandlers handlers) : handlers_(handlers) {}

  void request(const ConnectionPtr& connection, protocol::Request request) override;
  void closed(const ConnectionPtr& connection) override;

 private:
  RequestHandlers handlers_;
};

}  // namespace rockpool::server
