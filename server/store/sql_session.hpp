#pragma once
// The seam between a store's shared logic (the accounts, the push subscriptions) and its database:
// one connection's statements, run with their parameters, and its transactions (SqliteSession,
// cluster::PgSession). Statements name their parameters ?1, ?2, ... (SQLite's numbered form,
// which PgSession spells $1, $2, ... for PostgreSQL), so that most are written once for both.

#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "server/store/sql_params.hpp"
#include "server/store/sql_row.hpp"

namespace rockpool::server {

class SqlSession {
 public:
  using EachRow = std::function<void(const SqlRow&)>;

  virtual ~SqlSession() = default;

  // Runs one statement, on a connection opened again first if it was lost, and hands each row of
  // its result to `each`; returns the rows it changed (INSERT, UPDATE, DELETE).
  virtual std::int64_t run(const char* sql, const SqlParams& params, const EachRow& each) = 0;
  // As run, for a statement that may safely run twice: one that fails because the connection
  // broke under it runs once more on a new one.
  virtual std::int64_t run_again_if_lost(const char* sql, const SqlParams& params,
                                         const EachRow& each) = 0;

  // A transaction's ends: rollback() leaves alone a connection that is lost (and with it the
  // transaction).
  virtual void begin() = 0;
  virtual void commit() = 0;
  virtual void rollback() = 0;
};

// Runs `body` in one transaction of `db`: committed when it returns true, rolled back when it
// returns false or throws. Returns what it returned.
template <typename Body>
bool in_transaction(SqlSession& db, const Body& body) {
  db.begin();
  try {
    if (!body()) {
      db.rollback();
      return false;
    }
    db.commit();
    return true;
  } catch (...) {
    db.rollback();
    throw;
  }
}

// Every row `sql` returns, each read by `read`.
template <typename Read>
auto rows_read(SqlSession& db, const char* sql, const SqlParams& params, const Read& read) {
  std::vector<std::decay_t<decltype(read(std::declval<const SqlRow&>()))>> out;
  db.run(sql, params, [&](const SqlRow& row) { out.push_back(read(row)); });
  return out;
}

// The row a statement that may run twice finds by a unique key, read by `read`, if any.
template <typename Read>
auto row_read_again_if_lost(SqlSession& db, const char* sql, const SqlParams& params,
                            const Read& read) {
  std::optional<std::decay_t<decltype(read(std::declval<const SqlRow&>()))>> found;
  db.run_again_if_lost(sql, params, [&](const SqlRow& row) { found = read(row); });
  return found;
}

}  // namespace rockpool::server
