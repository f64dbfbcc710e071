#include "tests/server/test_postgres.hpp"

#ifdef ROCKPOOL_WITH_POSTGRES

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "server/cluster/pg_connection.hpp"
#include "tests/server/child_process.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

namespace {

const std::string kBin = "/usr/lib/postgresql/15/bin/";

// The command, run as the postgres user when this process is root.
std::vector<std::string> as_postgres(std::vector<std::string> command) {
  if (geteuid() != 0) return command;
  std::vector<std::string> wrapped = {"/usr/bin/setpriv", "--reuid=postgres", "--regid=postgres",
                                      "--init-groups", "--pdeathsig=KILL"};
  wrapped.insert(wrapped.end(), command.begin(), command.end());
  return wrapped;
}

// A port of 127.0.0.1 that nothing listens on now.
int free_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof(address);
  if (bind(fd, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
      getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    close(fd);
    throw std::runtime_error("no free port");
  }
  close(fd);
  return ntohs(address.sin_port);
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& word : words)
    out += (out.empty() ? "" : " ") + word;
  return out;
}

}  // namespace

struct TestPostgres::Running {
  TempDir dir;
  std::string data;
  int port = 0;
  std::unique_ptr<ChildProcess> postgres;
  std::string conninfo(const std::string& database) const {
    return "postgresql://postgres@127.0.0.1:" + std::to_string(port) + "/" + database;
  }
};

TestPostgres& TestPostgres::shared() {
  static TestPostgres server;
  return server;
}

TestPostgres::TestPostgres() : running_(std::make_unique<Running>()) {
  const std::string data = running_->dir.path() + "/data";
  std::filesystem::create_directory(data);
  if (geteuid() == 0) {
    const std::string owner = "chown -R postgres:postgres " + running_->dir.path();
    if (std::system(owner.c_str()) != 0) throw std::runtime_error("chown for postgres failed");
  }
  const std::string init = joined(as_postgres({kBin + "initdb", "-D", data, "-A", "trust", "-U",
                                               "postgres", "--no-sync", "-E", "UTF8"})) +
                           " >/dev/null";
  if (std::system(init.c_str()) != 0) throw std::runtime_error("initdb failed: " + init);
  running_->data = data;
  running_->port = free_port();
  start();
}

void TestPostgres::start() {
  running_->postgres = std::make_unique<ChildProcess>(as_postgres(
      {kBin + "postgres", "-D", running_->data, "-p", std::to_string(running_->port), "-k",
       running_->dir.path(), "-c", "listen_addresses=127.0.0.1", "-c", "log_min_messages=panic"}));
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  for (;;) {
    try {
      server::cluster::PgConnection probe(running_->conninfo("postgres"), "rockpool tests");
      return;
    } catch (const std::exception& error) {
      if (std::chrono::steady_clock::now() > deadline) {
        throw std::runtime_error(std::string("PostgreSQL did not start: ") + error.what());
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
}

void TestPostgres::checkpoint() {
  server::cluster::PgConnection(running_->conninfo("postgres"), "rockpool tests")
      .exec("CHECKPOINT");
}

void TestPostgres::stop() {
  // A shutdown checkpoint syncs every page the suite dirtied: on a disk that builds share it
  // has taken over pg_ctl's default minute.
  const std::string command = joined(as_postgres({kBin + "pg_ctl", "stop", "-D", running_->data,
                                                  "-m", "fast", "-w", "-t", "300"})) +
                              " >/dev/null";
  if (std::system(command.c_str()) != 0) throw std::runtime_error("pg_ctl stop failed");
  if (!running_->postgres->wait_exit(std::chrono::seconds(10))) {
    throw std::runtime_error("PostgreSQL did not stop");
  }
}

TestPostgres::~TestPostgres() {
  // A fast shutdown: every backend is told, and the server is gone before the folder is.
  running_->postgres->signal(SIGINT);
  running_->postgres->wait_exit(std::chrono::seconds(10));
}

std::string TestPostgres::fresh_database() {
  const std::string name = "test_" + std::to_string(++databases_);
  server::cluster::PgConnection admin(running_->conninfo("postgres"), "rockpool tests");
  admin.exec("CREATE DATABASE " + name);
  return running_->conninfo(name);
}

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
