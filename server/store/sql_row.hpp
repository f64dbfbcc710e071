#pragma once
// One row of a query's result, as the code both stores share reads it (the accounts, the push
// subscriptions, server/store/profile_rows.hpp): SqliteRow over a stepped statement,
// cluster::PgRow over a row of a PostgreSQL result.

#include <cstdint>
#include <string>

namespace rockpool::server {

class SqlRow {
 public:
  virtual std::string text(int column) const = 0;
  virtual std::int64_t integer(int column) const = 0;
  virtual double real(int column) const = 0;
  virtual bool flag(int column) const = 0;
  virtual bool is_null(int column) const = 0;

 protected:
  SqlRow() = default;
  ~SqlRow() = default;
  SqlRow(const SqlRow&) = default;
  SqlRow& operator=(const SqlRow&) = default;
};

}  // namespace rockpool::server
