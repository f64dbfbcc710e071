#pragma once
// Requests that need their player's rating (quick pairing, an Arena): an account's is read on a
// store reader, while the connection reads no further request; a guest's is a new player's, at
// once. Either way the request goes on from the connection's executor, unless it closed.

#include <functional>
#include <string>

#include "server/net/connection.hpp"
#include "server/room/responder.hpp"
#include "server/store/account_store.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

class SessionRatings {
 public:
  // `accounts`: null when the store keeps none (every player is then a new one).
  SessionRatings(AccountStore* accounts, StoreReaders& readers)
      : accounts_(accounts), readers_(readers) {}

  // `then` gets the session's rating in `game` at the pace (live with a clock, else untimed). A
  // store too busy to read, or failing, answers `server/busy` instead.
  void with_rating(const ConnectionPtr& connection, const Responder& responder,
                   const std::string& game, bool timed, std::function<void(double)> then) const;

 private:
  AccountStore* accounts_;
  StoreReaders& readers_;
};

}  // namespace rockpool::server
