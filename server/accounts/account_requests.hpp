#pragma once
// The account.* requests: fields read on the connection's strand, the work (password hashing,
// store reads and writes) done on the store's reader threads, the reply sent from there.

#include "protocol/request.hpp"
#include "server/accounts/account_service.hpp"
#include "server/net/connection.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

class AccountRequests {
 public:
  // `service`: null when the store keeps no accounts (every request is then refused).
  AccountRequests(accounts::AccountService* service, StoreReaders& readers)
      : service_(service), readers_(readers) {}

  void handle(const ConnectionPtr& connection, const protocol::Request& request) const;

 private:
  accounts::AccountService* service_;
  StoreReaders& readers_;
};

}  // namespace rockpool::server
