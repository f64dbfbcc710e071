#pragma once
// Copies the write-ahead log back into the database file from a thread and a connection of its
// own, about once a second. SQLite's automatic checkpoint would run inside a commit and stall
// every action waiting on it (a checkpoint writes and syncs a hundred pages or more); a passive
// checkpoint here never blocks the writer, which goes on appending to the log meanwhile.

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace rockpool::server {

class WalCheckpointer {
 public:
  WalCheckpointer(std::string path, std::chrono::milliseconds period);
  ~WalCheckpointer();
  WalCheckpointer(const WalCheckpointer&) = delete;
  WalCheckpointer& operator=(const WalCheckpointer&) = delete;

  // The writer committed: there is something to copy at the next tick.
  void committed();
  // Checkpoints run so far (for tests and metrics).
  int checkpoints() const;

 private:
  void run(const std::string& path, std::chrono::milliseconds period);

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool dirty_ = false;
  bool stopping_ = false;
  int checkpoints_ = 0;
  std::thread thread_;
};

}  // namespace rockpool::server
