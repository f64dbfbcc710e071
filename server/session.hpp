#pragma once
// A player's identity across connections: the token that gets its seats back after a reconnect,
// a public id, a display name, and the replies already given, so that a request sent again with
// the same id gets the same reply and is not applied twice.

#include <array>
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/token_bucket.hpp"

namespace rockpool::server {

class Connection;
using Frame = std::shared_ptr<const std::string>;

class Session {
 public:
  Session(std::string token, std::string public_id, std::string name);

  const std::string& token() const { return token_; }
  const std::string& public_id() const { return public_id_; }
  std::string name() const;
  void set_name(std::string name);

  enum class RequestState { fresh, pending, answered };
  // Marks a request id as in progress. If it was seen before: `pending` (the connection will get
  // the reply when it comes) or `answered` (the earlier reply is in `reply`).
  RequestState begin_request(const std::string& id, const std::shared_ptr<Connection>& connection,
                             Frame& reply);
  // Records the reply and returns the connections that asked again while it was pending.
  std::vector<std::shared_ptr<Connection>> finish_request(const std::string& id, Frame reply);

  // Rooms this session has created that are still open.
  int open_rooms() const;
  bool try_open_room(int limit);
  void room_closed();

  bool take_chat_token();
  void touch();
  std::chrono::steady_clock::time_point last_seen() const;

 private:
  // The latest requests of the session, in a ring: a client resends only its last few requests
  // after a reconnect, and a ring costs no allocation per request.
  struct Remembered {
    std::string id;
    Frame reply;  // null while pending
    std::vector<std::weak_ptr<Connection>> waiting;
    bool used = false;
  };
  static constexpr std::size_t kRememberedReplies = 16;
  Remembered* find_remembered(const std::string& id);

  const std::string token_;
  const std::string public_id_;
  mutable std::mutex mutex_;
  std::string name_;
  std::array<Remembered, kRememberedReplies> replies_;
  std::size_t next_reply_slot_ = 0;
  int open_rooms_ = 0;
  TokenBucket chat_bucket_{0.5, 5};
  std::chrono::steady_clock::time_point last_seen_ = std::chrono::steady_clock::now();
};

using SessionPtr = std::shared_ptr<Session>;

// Every session, by token. Sessions unused for a day are forgotten (the store keeps the ones that
// hold seats, so a restart gives them back).
class SessionRegistry {
 public:
  SessionPtr create(std::string name);
  // A session read back from the store at start.
  SessionPtr restore(std::string token, std::string public_id, std::string name);
  SessionPtr find(const std::string& token);
  void sweep(std::chrono::steady_clock::duration unused_for);
  std::size_t size() const;

 private:
  mutable std::mutex mutex_;
  std::unordered_map<std::string, SessionPtr> by_token_;
};

}  // namespace rockpool::server
