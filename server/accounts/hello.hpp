#pragma once
// hello: a connection's first request. It names the protocol's version and may carry a session's
// token (or an account's login token) to resume, and a name; the reply is the session's token,
// public id and name, and the server's limits.

#include <cstddef>
#include <string>

#include "protocol/request.hpp"
#include "server/accounts/account_service.hpp"
#include "server/accounts/session.hpp"
#include "server/net/address_limits.hpp"
#include "server/net/connection.hpp"
#include "server/store/store.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

class HelloRequests {
 public:
  // The limits a hello's reply tells the client.
  struct Limits {
    std::size_t max_frame_bytes;
    std::size_t max_chat_chars;
  };

  // `accounts`: null when the store keeps none (a token then resumes a guest's session only).
  HelloRequests(SessionRegistry& sessions, accounts::AccountService* accounts, Store& store,
                AddressLimits& addresses, StoreReaders& readers, Limits limits)
      : sessions_(sessions),
        accounts_(accounts),
        store_(store),
        addresses_(addresses),
        readers_(readers),
        limits_(limits) {}

  void handle(const ConnectionPtr& connection, const protocol::Request& request);

 private:
  // The session a hello's token resumes (an account's login token gives the account's session),
  // or nothing; may read the store.
  SessionPtr resume_session(const std::string& token);
  // Whether resuming `token` needs no store read: its session is in memory, and known to be a
  // guest's or an account's when accounts are on.
  bool resumable_here(const std::string& token);
  void finish(const ConnectionPtr& connection, const std::string& id, const std::string& token,
              const std::string& name, bool named, SessionPtr session);

  SessionRegistry& sessions_;
  accounts::AccountService* accounts_;
  Store& store_;
  AddressLimits& addresses_;
  StoreReaders& readers_;
  const Limits limits_;
};

}  // namespace rockpool::server
