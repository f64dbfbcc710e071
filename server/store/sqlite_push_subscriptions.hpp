#pragma once
// The Web Push subscriptions of the embedded store, on a connection of their own (as its
// accounts are): each call is one short transaction.

#include <string>

#include "server/store/sql_push_subscriptions.hpp"

namespace rockpool::server {

// The subscriptions' table (schema 7), created by a fresh database and by the migration from 6.
extern const char* const kSqlitePushSchema;

class SqlitePushSubscriptions final : public SqlPushSubscriptions {
 public:
  explicit SqlitePushSubscriptions(const std::string& path);
};

}  // namespace rockpool::server
