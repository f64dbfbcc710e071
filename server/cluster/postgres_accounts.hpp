#pragma once
// The accounts of the PostgreSQL store, on a connection of their own: each call one short
// statement or transaction, answered at once.

#include <string>

#include "server/store/sql_accounts.hpp"

namespace rockpool::server::cluster {

class PostgresAccounts final : public SqlAccounts {
 public:
  PostgresAccounts(const std::string& conninfo, const std::string& application_name);
};

}  // namespace rockpool::server::cluster
