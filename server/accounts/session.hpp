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

#include "server/net/token_bucket.hpp"
#include "server/server_clock.hpp"
#include "server/store/session_store.hpp"

namespace rockpool::server {

class Connection;
using Frame = std::shared_ptr<const std::string>;

class Session {
 public:
  static constexpr std::size_t kRememberedReplies = 16;
  static constexpr std::size_t kMaxRememberedBytes = 4096;

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
  // Records the reply (none: nothing is kept, a repeat is handled afresh) and returns the
  // connections that asked again while it was pending.
  std::vector<std::shared_ptr<Connection>> finish_request(const std::string& id, Frame reply);

  // Rooms this session has created that are still open.
  int open_rooms() const;
  bool try_open_room(int limit);
  void room_closed();

  // The account this session is the identity of (claimed, or logged in to), if any.
  void set_account(std::string account_id, std::string username);
  std::string account_id() const;
  std::string username() const;
  // Whether the store was asked if this session's own token is an account's (it resumes nothing
  // then: the account's logins do).
  bool account_checked() const;
  void mark_account_checked();

  // Quick pairing: the player this session was last paired with in a pool (by the pool's name),
  // so that the same two are never paired twice in a row there.
  std::string last_opponent(const std::string& pool) const;
  void set_last_opponent(const std::string& pool, std::string player);

  bool take_chat_token();
  void touch();
  ServerClock::time_point last_seen() const;

 private:
  // The requests in progress, and the latest answered ones in the order they were answered: a
  // client resends only its last few requests after a reconnect. A request in progress is never
  // forgotten (its repeat waits for its reply); of the answered ones the newest
  // kRememberedReplies are kept, each reply at most kMaxRememberedBytes (a larger one is not
  // kept: only reads reply that much, and a read is answered afresh).
  struct Pending {
    std::string id;
    std::vector<std::weak_ptr<Connection>> waiting;
  };
  struct Answered {
    std::string id;
    Frame reply;
  };

  const std::string token_;
  const std::string public_id_;
  mutable std::mutex mutex_;
  std::string name_;
  std::vector<Pending> pending_;
  // A ring of the newest answers: the oldest is overwritten in place, nothing is allocated.
  std::array<Answered, kRememberedReplies> answered_;
  // Each answer's id hashed, side by side: a request's look-up reads two cache lines, not the
  // whole ring (an empty slot's hash is 0, and it has no reply).
  std::array<std::size_t, kRememberedReplies> answered_hashes_{};
  std::size_t answered_next_ = 0;
  int open_rooms_ = 0;
  std::string account_id_;
  std::string username_;
  bool account_checked_ = false;
  std::unordered_map<std::string, std::string> last_opponents_;
  TokenBucket chat_bucket_{0.5, 5};
  ServerClock::time_point last_seen_ = ServerClock::now();
};

using SessionPtr = std::shared_ptr<Session>;

// Every session, by token. A session that no connection and no room holds is forgotten once
// unused for a while (the store keeps the ones that hold seats, so a restart gives them back).
class SessionRegistry {
 public:
  SessionPtr create(std::string name);
  // A session read back from the store at start.
  SessionPtr restore(std::string token, std::string public_id, std::string name);
  SessionPtr find(const std::string& token);
  // In memory, or else read back from the store (a session let go of while idle).
  SessionPtr find_or_load(const std::string& token, SessionStore& store);
  void sweep(ServerClock::duration unused_for);
  // An account's login token, and the session it resumes (kept while the session is).
  void add_login(const std::string& token, const SessionPtr& session);
  SessionPtr find_login(const std::string& token);
  void forget_login(const std::string& token);
  std::size_t size() const;

 private:
  mutable std::mutex mutex_;
  std::unordered_map<std::string, SessionPtr> by_token_;
  std::unordered_map<std::string, std::weak_ptr<Session>> by_login_;
};

}  // namespace rockpool::server
