#pragma once
// One row of a PostgreSQL result, read as the code both stores share reads a row.

#include <cstdint>
#include <string>

#include "server/cluster/pg_connection.hpp"
#include "server/store/sql_row.hpp"

namespace rockpool::server::cluster {

class PgRow final : public SqlRow {
 public:
  PgRow(const PgResult& result, int row) : result_(result), row_(row) {}
  std::string text(int column) const override { return result_.text(row_, column); }
  std::int64_t integer(int column) const override { return result_.integer(row_, column); }
  // Reals travel as text (pg_real), exactly.
  double real(int column) const override { return std::stod(result_.text(row_, column)); }
  bool flag(int column) const override { return result_.boolean(row_, column); }
  bool is_null(int column) const override { return result_.is_null(row_, column); }

 private:
  const PgResult& result_;
  int row_;
};

}  // namespace rockpool::server::cluster
