#include "server/cluster/pg_session.hpp"

#include <cctype>

#include "server/cluster/pg_connection.hpp"
#include "server/cluster/pg_reconnecting.hpp"
#include "server/cluster/pg_row.hpp"

namespace rockpool::server::cluster {

namespace {

// Adds a parameter's value to PostgreSQL's parameters, all of which travel as text.
struct AddPgValue {
  PgParams& params;
  void operator()(const std::string& text) const { params.text(text); }
  void operator()(std::int64_t integer) const { params.integer(integer); }
  void operator()(double real) const { params.text(pg_real(real)); }
};

// The statement with its parameters named as PostgreSQL names them: ?1, ?2, ... become $1, $2, ...
std::string pg_placeholders(const char* sql) {
  std::string out(sql);
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    if (out[i] == '?' && std::isdigit(static_cast<unsigned char>(out[i + 1])) != 0) out[i] = '$';
  }
  return out;
}

}  // namespace

PgSession::PgSession(std::unique_ptr<PgConnection> db) : db_(std::move(db)) {}

PgSession::~PgSession() = default;

PgParams PgSession::pg_params(const SqlParams& params) {
  PgParams out;
  for (const SqlParams::Value& value : params.values())
    std::visit(AddPgValue{out}, value);
  return out;
}

std::int64_t PgSession::answer(const PgResult& result, const EachRow& each) {
  if (each) {
    for (int row = 0; row < result.rows(); ++row)
      each(PgRow(result, row));
  }
  return result.affected();
}

std::int64_t PgSession::run(const char* sql, const SqlParams& params, const EachRow& each) {
  if (db_->broken()) db_->reconnect();
  return answer(db_->query(pg_placeholders(sql), pg_params(params)), each);
}

std::int64_t PgSession::run_again_if_lost(const char* sql, const SqlParams& params,
                                          const EachRow& each) {
  const std::string pg_sql = pg_placeholders(sql);
  const PgParams pg = pg_params(params);
  return answer(read_reconnecting(*db_, [&] { return db_->query(pg_sql, pg); }), each);
}

void PgSession::begin() {
  if (db_->broken()) db_->reconnect();
  db_->exec("BEGIN");
}

void PgSession::commit() {
  db_->exec("COMMIT");
}

void PgSession::rollback() {
  if (!db_->broken()) db_->exec("ROLLBACK");
}

}  // namespace rockpool::server::cluster
