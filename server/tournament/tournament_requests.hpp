#pragma once
// tournament.create, .join, .leave, .start, .watch and .unwatch: read, checked and handed to the
// tournament hall (PROTOCOL.md, "Tournaments").

#include <atomic>
#include <functional>

#include "protocol/request.hpp"
#include "server/net/connection.hpp"
#include "server/ratings/session_rating.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

class TournamentHall;

class TournamentRequests {
 public:
  // `hall`: null when the server keeps no tournaments (every request is then refused).
  // `claim_hall` (on a store reader): in a cluster, whether this node serves tournaments now,
  // having taken them over if no node did.
  TournamentRequests(TournamentHall* hall, const SessionRatings& ratings, StoreReaders& readers,
                     const std::atomic<bool>& draining, std::function<bool()> claim_hall)
      : hall_(hall),
        ratings_(ratings),
        readers_(readers),
        draining_(draining),
        claim_hall_(std::move(claim_hall)) {}

  // Answers the request. Watching is a read (answered again when repeated); the others are
  // remembered by their request id, as every request that changes something.
  void handle(const ConnectionPtr& connection, const protocol::Request& request,
              bool remembered) const;

 private:
  // Cluster mode, on a node that does not serve tournaments: takes them over if nobody serves
  // them, else tells the client where they are (`moved`, then the refusal).
  void find_hall(const ConnectionPtr& connection, const protocol::Request& request,
                 bool remembered) const;

  TournamentHall* hall_;
  const SessionRatings& ratings_;
  StoreReaders& readers_;
  const std::atomic<bool>& draining_;
  std::function<bool()> claim_hall_;
};

}  // namespace rockpool::server
