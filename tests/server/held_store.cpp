#include "tests/server/held_store.hpp"

namespace rockpool::tests {

HeldStore::HeldStore(const std::string& path) : inner_({path, true, std::chrono::hours(24)}) {}

void HeldStore::write(server::StoreWrite record, std::function<void()> done) {
  {
    std::lock_guard lock(mutex_);
    if (holding_writes_) {
      unwritten_.push_back({std::move(record), std::move(done)});
      return;
    }
  }
  write_now(std::move(record), std::move(done));
}

void HeldStore::write_together(std::vector<server::StoreWrite> records,
                               std::function<void()> done) {
  for (std::size_t i = 0; i + 1 < records.size(); ++i)
    write(std::move(records[i]));
  if (!records.empty()) write(std::move(records.back()), std::move(done));
}

void HeldStore::hold_writes() {
  set_holding(holding_writes_, true);
}

void HeldStore::release_writes() {
  // In order, also those written while the earlier ones are handed on.
  for (;;) {
    std::vector<Unwritten> batch;
    {
      std::lock_guard lock(mutex_);
      if (unwritten_.empty()) {
        holding_writes_ = false;
        return;
      }
      batch.swap(unwritten_);
    }
    for (auto& unwritten : batch)
      write_now(std::move(unwritten.record), std::move(unwritten.done));
  }
}

int HeldStore::unwritten(const std::function<bool(const server::StoreWrite&)>& which) const {
  std::lock_guard lock(mutex_);
  int count = 0;
  for (const auto& held : unwritten_)
    count += which(held.record) ? 1 : 0;
  return count;
}

void HeldStore::write_now(server::StoreWrite record, std::function<void()> done) {
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
  set_holding(holding_session_reads_, true);
}

void HeldStore::release_session_reads() {
  set_holding(holding_session_reads_, false);
}

int HeldStore::session_reads_waiting() const {
  return counted(session_reads_waiting_);
}

void HeldStore::read_gate() {
  std::unique_lock lock(mutex_);
  ++reads_;
  ++reads_waiting_;
  reads_released_.wait(lock, [this] { return !holding_reads_; });
  --reads_waiting_;
}

void HeldStore::set_holding(bool& holding, bool value) {
  {
    std::lock_guard lock(mutex_);
    holding = value;
  }
  if (!value) reads_released_.notify_all();
}

int HeldStore::counted(const int& count) const {
  std::lock_guard lock(mutex_);
  return count;
}

void HeldStore::hold() {
  set_holding(holding_, true);
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
  set_holding(holding_reads_, true);
}

void HeldStore::release_reads() {
  set_holding(holding_reads_, false);
}

int HeldStore::reads() const {
  return counted(reads_);
}

int HeldStore::reads_waiting() const {
  return counted(reads_waiting_);
}

HeldData::HeldData()
    : store(std::make_unique<HeldStore>(dir.path() + "/rockpool.db")),
      held(store.get()),
      config(test_config()) {
  config.data_dir = dir.path();
}

}  // namespace rockpool::tests
