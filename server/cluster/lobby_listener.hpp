#pragma once
// Keeps a node's lobby up to date with the other nodes' rooms: a connection of its own that
// LISTENs on `lobby` (each change of the `lobby` table is announced with its room's id at its
// commit), and a thread of its own that waits on that connection's socket, reads the changed rows
// (every notification that arrived meanwhile in one query) and reports them. A thread rather than
// the server's I/O threads: the reads are blocking libpq calls, which must never hold a network
// thread or a room's strand, and they would need a hop to another thread anyway.
// On (re)connecting it reads the whole table once: nothing missed while it was away stays wrong.

#include <chrono>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <thread>

#include "server/store/records.hpp"

namespace rockpool::server::cluster {

class PgConnection;

class LobbyListener {
 public:
  // `node_id`: this node, whose rooms the server lists from memory (not reported).
  LobbyListener(std::string conninfo, std::string application_name, std::string node_id,
                std::function<void(LobbyChanges)> report);
  // Stops, after the report under way if any.
  ~LobbyListener();
  LobbyListener(const LobbyListener&) = delete;
  LobbyListener& operator=(const LobbyListener&) = delete;

 private:
  void run();
  bool stopping() const;
  // Connects (again), LISTENs, then reports the whole table.
  void connect();
  // Waits for notifications or the word to stop; after a long silence, checks the connection
  // (a half-open one would never notify again).
  void wait();
  void report_changed(const std::set<std::string>& rooms);
  // Sleeps for `pause` unless told to stop.
  void rest(std::chrono::milliseconds pause);

  std::string conninfo_;
  std::string application_name_;
  std::string node_id_;
  std::function<void(LobbyChanges)> report_;
  std::unique_ptr<PgConnection> db_;
  bool connected_ = false;
  int wake_[2] = {-1, -1};  // a pipe: a byte written stops the thread
  std::thread thread_;
};

}  // namespace rockpool::server::cluster
