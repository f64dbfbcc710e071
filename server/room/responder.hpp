#pragma once
// Answers one request exactly once, from whichever strand the work ends on, and remembers the
// reply in the session so that the same request sent again gets the same reply.

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "rules/core/error.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

class Metrics;

class Responder {
 public:
  // `remembered`: whether the session keeps the reply for a repeat of the request (reads are
  // answered afresh instead).
  Responder(ConnectionPtr connection, std::string id, bool remembered = true);

  void ok(std::string_view result) const;
  // A reply and an update in one frame (the mover's); only the reply part is remembered.
  void ok_with_update(std::string_view result, std::string_view update) const;
  void fail(const rules::Error& error) const;
  // A refusal that is not kept for a repeat: the same request sent again (elsewhere, or here
  // later) is handled afresh.
  void fail_unremembered(const rules::Error& error) const;

  const ConnectionPtr& connection() const { return connection_; }
  const SessionPtr& session() const { return session_; }
  std::chrono::steady_clock::time_point received() const { return received_; }

 private:
  void deliver(const Frame& remembered, Frame sent) const;

  ConnectionPtr connection_;
  SessionPtr session_;
  std::string id_;
  Metrics* metrics_;
  bool remembered_;
  std::chrono::steady_clock::time_point received_ = std::chrono::steady_clock::now();
};

}  // namespace rockpool::server
