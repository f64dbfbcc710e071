#pragma once
// A thin RAII layer over SQLite's C API: a connection and its prepared statements. Errors throw
// std::runtime_error with SQLite's message.

#include <sqlite3.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace rockpool::server {

class Statement {
 public:
  Statement() = default;
  Statement(sqlite3* db, std::string_view sql);
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Binds by position, from 1. Text is not copied: it must stay alive until run() or step().
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, std::string_view text);
  Statement& bind_null(int index);
  Statement& bind_real(int index, double value);
  // Steps once: true while there is a row.
  bool step();
  // Runs a statement that returns no rows, then resets it for the next use.
  void run();
  void reset();
  std::int64_t integer(int column) const;
  std::string text(int column) const;
  double real(int column) const;
  bool is_null(int column) const;

 private:
  sqlite3* db_ = nullptr;
  sqlite3_stmt* statement_ = nullptr;
};

class Database {
 public:
  explicit Database(const std::string& path);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  void exec(std::string_view sql);
  Statement prepare(std::string_view sql) { return Statement(db_, sql); }
  sqlite3* handle() { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

}  // namespace rockpool::server
