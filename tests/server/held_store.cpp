#include "tests/server/held_store.hpp"

namespace rockpool::tests {

HeldStore::HeldStore(const std::string& path) : inner_({path, true, std::chrono::hours(24)}) {}

void HeldStore::write(server::StoreWrite record, std::function<void()> done) {
  inner_.write(std::move(record), [this, done = std::move(done)] {
    std::lock_guard lock(mutex_);
    if (!done) return;
    if (holding_) {
      held_.push_back(done);
    } else {
      done();
    }
  });
}

std::vector<server::MatchSummary> HeldStore::finished_matches(const server::HistoryQuery& query) {
  read_gate();
  return inner_.finished_matches(query);
}

std::optional<server::StoredMatch> HeldStore::match(const std::string& id) {
  read_gate();
  return inner_.match(id);
}

std::optional<server::SessionRecord> HeldStore::session(const std::string& token) {
  {
    std::unique_lock lock(mutex_);
    ++session_reads_waiting_;
    reads_released_.wait(lock, [this] { return !holding_session_reads_; });
    --session_reads_waiting_;
  }
  return inner_.session(token);
}

void HeldStore::hold_session_reads() {
  std::lock_guard lock(mutex_);
  holding_session_reads_ = true;
}

void HeldStore::release_session_reads() {
  {
    std::lock_guard lock(mutex_);
    holding_session_reads_ = false;
  }
  reads_released_.notify_all();
}

int HeldStore::session_reads_waiting() const {
  std::lock_guard lock(mutex_);
  return session_reads_waiting_;
}

void HeldStore::read_gate() {
  std::unique_lock lock(mutex_);
  ++reads_;
  ++reads_waiting_;
  reads_released_.wait(lock, [this] { return !holding_reads_; });
  --reads_waiting_;
}

void HeldStore::hold() {
  std::lock_guard lock(mutex_);
  holding_ = true;
}

void HeldStore::release() {
  std::vector<std::function<void()>> held;
  {
    std::lock_guard lock(mutex_);
    holding_ = false;
    held.swap(held_);
  }
  for (auto& done : held)
    done();
}

void HeldStore::hold_reads() {
  std::lock_guard lock(mutex_);
  holding_reads_ = true;
}

void HeldStore::release_reads() {
  {
    std::lock_guard lock(mutex_);
    holding_reads_ = false;
  }
  reads_released_.notify_all();
}

int HeldStore::reads() const {
  std::lock_guard lock(mutex_);
  return reads_;
}

int HeldStore::reads_waiting() const {
  std::lock_guard lock(mutex_);
  return reads_waiting_;
}

HeldData::HeldData()
    : store(std::make_unique<HeldStore>(dir.path() + "/rockpool.db")),
      held(store.get()),
      config(test_config()) {
  config.data_dir = dir.path();
}

}  // namespace rockpool::tests
