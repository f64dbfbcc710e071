#pragma once
// A real PostgreSQL server for the tests: initdb in a temporary folder, postgres started on a free
// port of 127.0.0.1 as a child of the test process (as the postgres user when the tests run as
// root: PostgreSQL refuses to run as root), once per test process, stopped and removed at exit.

#include <memory>
#include <string>

namespace rockpool::tests {

class TestPostgres {
 public:
  // The one server of this process, started on first use; throws if PostgreSQL cannot start.
  static TestPostgres& shared();
  ~TestPostgres();

  // A new, empty database; its connection string.
  std::string fresh_database();
  // A fast shutdown through pg_ctl (every session ends, nothing is lost), returning once the
  // server is gone; then started again on the same port and data folder, returning once it
  // accepts connections.
  void stop();
  // Writes every dirty page now, so that a stop soon after is quick (its own checkpoint is small).
  void checkpoint();
  void start();

 private:
  TestPostgres();
  struct Running;
  std::unique_ptr<Running> running_;
  int databases_ = 0;
};

}  // namespace rockpool::tests
