#pragma once
// One row of a PostgreSQL result, read as the readers both stores share read a row
// (server/store/profile_rows.hpp).

#include <cstdint>
#include <string>

#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

class PgRow {
 public:
  PgRow(const PgResult& result, int row) : result_(result), row_(row) {}
  std::string text(int column) const { return result_.text(row_, column); }
  std::int64_t integer(int column) const { return result_.integer(row_, column); }
  // Reals travel as text (pg_real), exactly.
  double real(int column) const { return std::stod(result_.text(row_, column)); }
  bool flag(int column) const { return result_.boolean(row_, column); }
  bool is_null(int column) const { return result_.is_null(row_, column); }

 private:
  const PgResult& result_;
  int row_;
};

}  // namespace rockpool::server::cluster
