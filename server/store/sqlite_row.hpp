#pragma once
// The row a stepped SQLite statement stands on, read as the readers both stores share read a row
// (server/store/profile_rows.hpp).

#include <cstdint>
#include <string>

#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

class SqliteRow {
 public:
  explicit SqliteRow(const Statement& statement) : statement_(statement) {}
  std::string text(int column) const { return statement_.text(column); }
  std::int64_t integer(int column) const { return statement_.integer(column); }
  double real(int column) const { return statement_.real(column); }
  bool flag(int column) const { return statement_.integer(column) != 0; }
  bool is_null(int column) const { return statement_.is_null(column); }

 private:
  const Statement& statement_;
};

}  // namespace rockpool::server
