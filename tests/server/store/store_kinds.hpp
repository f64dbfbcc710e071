#pragma once
// The stores a contract suite runs against: SQLite on a real file, and (when built with libpq)
// PostgreSQL on a real server started by the tests. Each kind opens its store on the same place
// every time, so that a reopen sees what was committed.

#include <chrono>
#include <memory>
#include <string>

#include "server/store/sqlite_store.hpp"
#include "tests/server/server_fixture.hpp"
#ifdef ROCKPOOL_WITH_POSTGRES
#include "server/cluster/postgres_store.hpp"
#include "tests/server/test_postgres.hpp"
#endif

namespace rockpool::tests {

struct OnSqlite {
  TempDir dir;
  std::unique_ptr<server::Store> open() {
    return std::make_unique<server::SqliteStore>(
        server::SqliteStoreOptions{dir.path() + "/rockpool.db", true, std::chrono::hours(24)});
  }
};

#ifdef ROCKPOOL_WITH_POSTGRES
struct OnPostgres {
  std::string conninfo = TestPostgres::shared().fresh_database();
  std::unique_ptr<server::Store> open() {
    return std::make_unique<server::cluster::PostgresStore>(
        server::cluster::PostgresStoreOptions{conninfo, "rockpool tests", std::chrono::hours(24)});
  }
};
#define ROCKPOOL_STORES OnSqlite, OnPostgres
#else
#define ROCKPOOL_STORES OnSqlite
#endif

}  // namespace rockpool::tests
