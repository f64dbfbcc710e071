#pragma once
// The shared stores' seam (SqlSession) over a PostgreSQL connection of their own, which the
// server may close at any time (a restart, a broken network): a lost connection is opened again
// before the next statement, and a statement that may run twice runs again on a new one when the
// connection breaks under it (read_reconnecting). Parameters named ?1, ?2, ... are sent as
// PostgreSQL's $1, $2, ...

#include <memory>
#include <string>

#include "server/store/sql_session.hpp"

namespace rockpool::server::cluster {

class PgConnection;
class PgParams;
class PgResult;

class PgSession final : public SqlSession {
 public:
  explicit PgSession(std::unique_ptr<PgConnection> db);
  ~PgSession() override;
  PgSession(const PgSession&) = delete;
  PgSession& operator=(const PgSession&) = delete;

  std::int64_t run(const char* sql, const SqlParams& params, const EachRow& each) override;
  std::int64_t run_again_if_lost(const char* sql, const SqlParams& params,
                                 const EachRow& each) override;
  void begin() override;
  void commit() override;
  void rollback() override;

  // The connection itself, for what only PostgreSQL does.
  PgConnection& connection() { return *db_; }

 private:
  static PgParams pg_params(const SqlParams& params);
  static std::int64_t answer(const PgResult& result, const EachRow& each);

  std::unique_ptr<PgConnection> db_;
};

}  // namespace rockpool::server::cluster
