#pragma once
// One libpq connection to PostgreSQL, used from one thread at a time: statements with their
// parameters as text, results read by row and column, and pipelines that send many statements
// before reading any answer (one round trip for a whole batch of writes). Errors throw
// std::runtime_error with PostgreSQL's message.

#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;

namespace rockpool::server::cluster {

// An error PostgreSQL reported for a statement, with its SQLSTATE code and its detail line.
class PgError : public std::runtime_error {
 public:
  PgError(const std::string& what, std::string sqlstate, std::string detail)
      : std::runtime_error(what), sqlstate_(std::move(sqlstate)), detail_(std::move(detail)) {}
  const std::string& sqlstate() const { return sqlstate_; }
  const std::string& detail() const { return detail_; }

 private:
  std::string sqlstate_;
  std::string detail_;
};

// A double as PostgreSQL reads it back exactly, for a parameter.
std::string pg_real(double value);

// A statement's parameters, in order ($1, $2, ...).
class PgParams {
 public:
  // The parameters `values`, in order, each sent as its type says: text, an integer or a boolean.
  template <typename... Values>
  static PgParams of(const Values&... values) {
    PgParams params;
    (params.add(values), ...);
    return params;
  }

  PgParams& text(std::string_view value);
  PgParams& integer(std::int64_t value);
  PgParams& boolean(bool value) { return text(value ? "t" : "f"); }
  PgParams& null();
  int size() const { return static_cast<int>(values_.size()); }
  // Pointers into this object, valid while it lives unchanged.
  std::vector<const char*> pointers() const;

 private:
  PgParams& add(std::string_view value) { return text(value); }
  PgParams& add(bool value) { return boolean(value); }
  template <std::integral Integer>
  requires(!std::same_as<Integer, bool>) PgParams& add(Integer value) { return integer(value); }

  std::vector<std::string> values_;
  std::vector<bool> nulls_;
};

class PgResult {
 public:
  explicit PgResult(pg_result* result) : result_(result, &clear) {}
  int rows() const;
  std::string text(int row, int column) const;
  std::int64_t integer(int row, int column) const;
  bool boolean(int row, int column) const;
  bool is_null(int row, int column) const;
  // Rows a command changed (INSERT, UPDATE, DELETE).
  std::int64_t affected() const;
  // Whether the statement succeeded, and PostgreSQL's message when it did not.
  bool ok() const;
  std::string error() const;
  // PostgreSQL's fields of a failed statement (empty when absent).
  std::string sqlstate() const;
  std::string detail() const;

 private:
  static void clear(pg_result* result);
  std::unique_ptr<pg_result, void (*)(pg_result*)> result_;
};

class PgConnection {
 public:
  // `conninfo`: a postgresql:// URL or key=value pairs. `application_name` names this connection
  // in pg_stat_activity.
  PgConnection(const std::string& conninfo, const std::string& application_name);
  ~PgConnection();
  PgConnection(const PgConnection&) = delete;
  PgConnection& operator=(const PgConnection&) = delete;

  // Statements without parameters (several, separated by semicolons).
  void exec(const std::string& sql);
  // A statement prepared once on this connection, run by name later.
  void prepare(const std::string& name, const std::string& sql);
  PgResult run(const std::string& name, const PgParams& params);
  PgResult query(const std::string& sql, const PgParams& params = {});

  // A pipeline: queue statements, then finish() sends them and reads every answer; it throws the
  // first error once all answers are in (the statements after a failed one are not run).
  void begin_pipeline();
  void queue(const std::string& name, const PgParams& params);
  void queue_sql(const std::string& sql);
  void finish_pipeline();

  // Whether the session is gone (or was never opened): a statement failed because the server
  // ended it or the connection broke. reconnect() opens a new one.
  bool broken() const;
  // LISTEN's notifications: the socket to wait on for them, and the payloads of those arrived
  // (read without waiting; throws when the connection is gone).
  int socket() const;
  std::vector<std::string> notifications();
  // Connects again (after the server went away), prepares the statements again and runs the
  // setup given below.
  void reconnect();
  // Runs now and after every reconnect (a session's settings, its advisory locks); throws to
  // refuse the connection.
  void set_setup(std::function<void(PgConnection&)> setup);

 private:
  [[noreturn]] void fail(const std::string& what) const;
  void check(const PgResult& result, const std::string& what) const;

  std::string conninfo_;
  std::string application_name_;
  pg_conn* conn_ = nullptr;
  std::vector<std::pair<std::string, std::string>> prepared_;
  std::function<void(PgConnection&)> setup_;
  mutable bool lost_ = false;  // set by the error that showed the session gone
  int queued_ = 0;
  int synced_ = 0;
};

}  // namespace rockpool::server::cluster
