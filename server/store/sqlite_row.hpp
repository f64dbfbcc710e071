#pragma once
// The row a stepped SQLite statement stands on, read as the code both stores share reads a row.

#include <cstdint>
#include <string>

#include "server/store/sql_row.hpp"
#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

class SqliteRow final : public SqlRow {
 public:
  explicit SqliteRow(const Statement& statement) : statement_(statement) {}
  std::string text(int column) const override { return statement_.text(column); }
  std::int64_t integer(int column) const override { return statement_.integer(column); }
  double real(int column) const override { return statement_.real(column); }
  bool flag(int column) const override { return statement_.integer(column) != 0; }
  bool is_null(int column) const override { return statement_.is_null(column); }

 private:
  const Statement& statement_;
};

}  // namespace rockpool::server
