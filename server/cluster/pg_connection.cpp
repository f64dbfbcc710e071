#include "server/cluster/pg_connection.hpp"

#include <libpq-fe.h>

#include <cstdio>
#include <stdexcept>

namespace rockpool::server::cluster {

namespace {

// Statements between two sync points of a pipeline: their answers fit the socket buffers, so that
// a blocking send never waits on a server that waits for us to read.
constexpr int kPipelineChunk = 128;

// Whether an error means the session is gone: no SQLSTATE (libpq's own, as when the server closed
// the connection), a connection exception (08...) or the server ending the session (57P..., as in
// a shutdown). libpq may still call such a connection open until its next use fails too.
bool session_ended(const std::string& sqlstate) {
  return sqlstate.empty() || sqlstate.rfind("08", 0) == 0 || sqlstate.rfind("57P", 0) == 0;
}

}  // namespace

std::string pg_real(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

PgParams& PgParams::text(std::string_view value) {
  values_.emplace_back(value);
  nulls_.push_back(false);
  return *this;
}

PgParams& PgParams::integer(std::int64_t value) {
  return text(std::to_string(value));
}

PgParams& PgParams::null() {
  values_.emplace_back();
  nulls_.push_back(true);
  return *this;
}

std::vector<const char*> PgParams::pointers() const {
  std::vector<const char*> out(values_.size());
  for (std::size_t i = 0; i < values_.size(); ++i)
    out[i] = nulls_[i] ? nullptr : values_[i].c_str();
  return out;
}

void PgResult::clear(pg_result* result) {
  PQclear(result);
}

int PgResult::rows() const {
  return PQntuples(result_.get());
}

std::string PgResult::text(int row, int column) const {
  return {PQgetvalue(result_.get(), row, column),
          static_cast<std::size_t>(PQgetlength(result_.get(), row, column))};
}

std::int64_t PgResult::integer(int row, int column) const {
  return std::stoll(PQgetvalue(result_.get(), row, column));
}

bool PgResult::boolean(int row, int column) const {
  return PQgetvalue(result_.get(), row, column)[0] == 't';
}

bool PgResult::is_null(int row, int column) const {
  return PQgetisnull(result_.get(), row, column) != 0;
}

bool PgResult::ok() const {
  const auto status = PQresultStatus(result_.get());
  return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

std::string PgResult::error() const {
  std::string message = result_ ? PQresultErrorMessage(result_.get()) : "no result";
  while (!message.empty() && (message.back() == '\n' || message.back() == ' '))
    message.pop_back();
  return message;
}

std::string PgResult::sqlstate() const {
  const char* field = PQresultErrorField(result_.get(), PG_DIAG_SQLSTATE);
  return field ? field : "";
}

std::string PgResult::detail() const {
  const char* field = PQresultErrorField(result_.get(), PG_DIAG_MESSAGE_DETAIL);
  return field ? field : "";
}

std::int64_t PgResult::affected() const {
  const char* count = PQcmdTuples(result_.get());
  return *count ? std::stoll(count) : 0;
}

PgConnection::PgConnection(const std::string& conninfo, const std::string& application_name)
    : conninfo_(conninfo), application_name_(application_name) {
  try {
    reconnect();
  } catch (...) {
    // A constructor that throws runs no destructor: the failed connection is closed here.
    PQfinish(conn_);
    conn_ = nullptr;
    throw;
  }
}

PgConnection::~PgConnection() {
  if (conn_) PQfinish(conn_);
}

void PgConnection::reconnect() {
  if (conn_) PQfinish(conn_);
  lost_ = false;
  const char* keys[] = {"dbname", "application_name", nullptr};
  const char* values[] = {conninfo_.c_str(), application_name_.c_str(), nullptr};
  conn_ = PQconnectdbParams(keys, values, 1);  // dbname may itself be a URL: expanded
  if (PQstatus(conn_) != CONNECTION_OK) fail("connecting to PostgreSQL");
  exec("SET client_min_messages = warning");
  for (const auto& [name, sql] : prepared_) {
    check(PgResult(PQprepare(conn_, name.c_str(), sql.c_str(), 0, nullptr)), "preparing " + name);
  }
  if (!setup_) return;
  try {
    setup_(*this);
  } catch (...) {
    // Half set up is not usable (a session that holds some of its locks, say): closed, so that
    // the next use connects again and runs the whole setup.
    PQfinish(conn_);
    conn_ = nullptr;
    throw;
  }
}

void PgConnection::set_setup(std::function<void(PgConnection&)> setup) {
  setup_ = std::move(setup);
  setup_(*this);
}

bool PgConnection::broken() const {
  return lost_ || PQstatus(conn_) != CONNECTION_OK;
}

int PgConnection::socket() const {
  return PQsocket(conn_);
}

std::vector<std::string> PgConnection::notifications() {
  if (PQconsumeInput(conn_) != 1) fail("reading notifications");
  std::vector<std::string> payloads;
  while (PGnotify* notify = PQnotifies(conn_)) {
    payloads.emplace_back(notify->extra);
    PQfreemem(notify);
  }
  return payloads;
}

void PgConnection::fail(const std::string& what) const {
  lost_ = true;
  std::string message = PQerrorMessage(conn_);
  while (!message.empty() && (message.back() == '\n' || message.back() == ' '))
    message.pop_back();
  throw std::runtime_error(what + ": " + message);
}

void PgConnection::check(const PgResult& result, const std::string& what) const {
  if (result.ok()) return;
  if (session_ended(result.sqlstate())) lost_ = true;
  throw PgError(what + ": " + result.error(), result.sqlstate(), result.detail());
}

void PgConnection::exec(const std::string& sql) {
  PgResult result(PQexec(conn_, sql.c_str()));
  check(result, sql);
}

void PgConnection::prepare(const std::string& name, const std::string& sql) {
  check(PgResult(PQprepare(conn_, name.c_str(), sql.c_str(), 0, nullptr)), "preparing " + name);
  prepared_.emplace_back(name, sql);
}

PgResult PgConnection::run(const std::string& name, const PgParams& params) {
  const auto values = params.pointers();
  PgResult result(
      PQexecPrepared(conn_, name.c_str(), params.size(), values.data(), nullptr, nullptr, 0));
  check(result, name);
  return result;
}

PgResult PgConnection::query(const std::string& sql, const PgParams& params) {
  const auto values = params.pointers();
  PgResult result(
      PQexecParams(conn_, sql.c_str(), params.size(), nullptr, values.data(), nullptr, nullptr, 0));
  check(result, sql);
  return result;
}

void PgConnection::begin_pipeline() {
  if (PQenterPipelineMode(conn_) != 1) fail("entering pipeline mode");
  queued_ = 0;
  synced_ = 0;
}

void PgConnection::queue(const std::string& name, const PgParams& params) {
  const auto values = params.pointers();
  if (PQsendQueryPrepared(conn_, name.c_str(), params.size(), values.data(), nullptr, nullptr, 0) !=
      1) {
    fail("queueing " + name);
  }
  if (++queued_ % kPipelineChunk == 0) {
    if (PQpipelineSync(conn_) != 1) fail("syncing a pipeline");
    ++synced_;
  }
}

void PgConnection::queue_sql(const std::string& sql) {
  if (PQsendQueryParams(conn_, sql.c_str(), 0, nullptr, nullptr, nullptr, nullptr, 0) != 1) {
    fail("queueing " + sql);
  }
  ++queued_;
}

void PgConnection::finish_pipeline() {
  if (PQpipelineSync(conn_) != 1) fail("syncing a pipeline");
  ++synced_;
  std::string first_error, first_sqlstate, first_detail;
  // Every statement's answer (each followed by a null), then each sync point's.
  for (int syncs = 0; syncs < synced_;) {
    PGresult* raw = PQgetResult(conn_);
    if (!raw) {
      if (broken()) break;
      continue;  // the end of one statement's answer
    }
    PgResult result(raw);
    const auto status = PQresultStatus(raw);
    if (status == PGRES_PIPELINE_SYNC) {
      ++syncs;
    } else if (status == PGRES_FATAL_ERROR && first_error.empty()) {
      first_error = result.error();
      first_sqlstate = result.sqlstate();
      first_detail = result.detail();
    }
  }
  if (PQexitPipelineMode(conn_) != 1 && first_error.empty()) fail("leaving pipeline mode");
  if (!first_error.empty()) {
    if (session_ended(first_sqlstate)) lost_ = true;
    throw PgError("pipeline: " + first_error, first_sqlstate, first_detail);
  }
  if (broken()) fail("pipeline");
}

}  // namespace rockpool::server::cluster
