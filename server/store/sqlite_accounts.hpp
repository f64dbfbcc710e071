#pragma once
// The accounts of the embedded store, on a connection of their own: each call is one short
// transaction (SQLite's busy timeout lets it wait for the match writer's commit).

#include <string>

#include "server/store/sql_accounts.hpp"

namespace rockpool::server {

// The account tables (schema 3), created by a fresh database and by the migration from 2; run
// again at every start of an older file for the indexes added since.
extern const char* const kSqliteAccountSchema;

class SqliteAccounts final : public SqlAccounts {
 public:
  explicit SqliteAccounts(const std::string& path);
};

}  // namespace rockpool::server
