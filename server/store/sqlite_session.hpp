#pragma once
// The shared stores' seam (SqlSession) over a connection of the embedded store's own. SQLite's
// file never goes away under it: a statement runs once, and a transaction takes the write lock
// at once (BEGIN IMMEDIATE), waiting out the match writer's commit with the busy timeout.

#include <string>

#include "server/store/sql_session.hpp"
#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

class SqliteSession final : public SqlSession {
 public:
  explicit SqliteSession(const std::string& path) : db_(path) {}

  std::int64_t run(const char* sql, const SqlParams& params, const EachRow& each) override;
  std::int64_t run_again_if_lost(const char* sql, const SqlParams& params,
                                 const EachRow& each) override {
    return run(sql, params, each);
  }
  void begin() override { db_.exec("BEGIN IMMEDIATE"); }
  void commit() override { db_.exec("COMMIT"); }
  void rollback() override { db_.exec("ROLLBACK"); }

 private:
  Database db_;
};

}  // namespace rockpool::server
