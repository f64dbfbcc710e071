#include "server/store/sqlite_session.hpp"

#include <cstddef>

#include "server/store/sqlite_row.hpp"

namespace rockpool::server {

namespace {

// Binds a parameter's value at its position; the text stays with the parameters until the run
// ends (Statement::bind does not copy it).
struct BindSqliteValue {
  Statement& statement;
  int index;
  void operator()(const std::string& text) const { statement.bind(index, text); }
  void operator()(std::int64_t integer) const { statement.bind(index, integer); }
  void operator()(double real) const { statement.bind_real(index, real); }
};

}  // namespace

std::int64_t SqliteSession::run(const char* sql, const SqlParams& params, const EachRow& each) {
  Statement statement = db_.prepare(sql);
  const auto& values = params.values();
  for (std::size_t i = 0; i < values.size(); ++i)
    std::visit(BindSqliteValue{statement, static_cast<int>(i) + 1}, values[i]);
  while (statement.step()) {
    if (each) each(SqliteRow(statement));
  }
  return sqlite3_changes(db_.handle());
}

}  // namespace rockpool::server
