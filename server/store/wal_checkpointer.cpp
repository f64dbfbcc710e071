#include "server/store/wal_checkpointer.hpp"

#include <spdlog/spdlog.h>

#include "server/store/sqlite_database.hpp"
#include "server/store/stop_worker.hpp"

namespace rockpool::server {

WalCheckpointer::WalCheckpointer(std::string path, std::chrono::milliseconds period)
    : thread_([this, path = std::move(path), period] { run(path, period); }) {}

WalCheckpointer::~WalCheckpointer() {
  stop_worker(mutex_, stopping_, wake_, thread_);
}

void WalCheckpointer::committed() {
  std::lock_guard lock(mutex_);
  dirty_ = true;
}

int WalCheckpointer::checkpoints() const {
  std::lock_guard lock(mutex_);
  return checkpoints_;
}

void WalCheckpointer::run(const std::string& path, std::chrono::milliseconds period) {
  try {
    Database db(path);
    for (;;) {
      {
        std::unique_lock lock(mutex_);
        wake_.wait_for(lock, period, [&] { return stopping_; });
        if (stopping_) return;  // closing the last connection checkpoints what is left
        if (!dirty_) continue;
        dirty_ = false;
      }
      db.exec("PRAGMA wal_checkpoint(PASSIVE)");
      std::lock_guard lock(mutex_);
      ++checkpoints_;
    }
  } catch (const std::exception& error) {
    // The log then only grows until the next start: serious, but no reason to lose a move.
    spdlog::error("store: checkpoints stopped: {}", error.what());
  }
}

}  // namespace rockpool::server
