#pragma once
// seek and seek.cancel: the fields read on the connection's strand; an account's rating for the
// pool read on the store's reader threads, the connection's next requests waiting meanwhile so
// that a seek.cancel sent after a seek applies after it.

#include <atomic>

#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/ratings/session_rating.hpp"

namespace rockpool::server {

class Matchmaker;

class SeekRequests {
 public:
  // `draining`: the server is shutting down (no new seek); `max_rooms_per_session`: a session
  // at its limit of open rooms may not seek another.
  SeekRequests(Matchmaker& matchmaker, const SessionRatings& ratings,
               const std::atomic<bool>& draining, int max_rooms_per_session)
      : matchmaker_(matchmaker),
        ratings_(ratings),
        draining_(draining),
        max_rooms_per_session_(max_rooms_per_session) {}

  void handle(const ConnectionPtr& connection, const protocol::Request& request) const;

 private:
  Matchmaker& matchmaker_;
  const SessionRatings& ratings_;
  const std::atomic<bool>& draining_;
  const int max_rooms_per_session_;
};

}  // namespace rockpool::server
