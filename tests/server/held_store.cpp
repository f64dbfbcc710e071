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
  std::lock_guard lock(mutex_);
  holding_writes_ = true;
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
  history_reads_.pass();
  return inner_.finished_matches(query);
}

std::optional<server::StoredMatch> HeldStore::match(const std::string& id) {
  history_reads_.pass();
  return inner_.match(id);
}

std::optional<server::SessionRecord> HeldStore::session(const std::string& token) {
  session_reads_.pass();
  return inner_.session(token);
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

void HeldStore::ReadGate::hold() {
  std::lock_guard lock(mutex_);
  holding_ = true;
}

void HeldStore::ReadGate::release() {
  {
    std::lock_guard lock(mutex_);
    holding_ = false;
  }
  released_.notify_all();
}

void HeldStore::ReadGate::pass() {
  std::unique_lock lock(mutex_);
  ++arrived_;
  ++waiting_;
  released_.wait(lock, [this] { return !holding_; });
  --waiting_;
}

int HeldStore::ReadGate::arrived() const {
  std::lock_guard lock(mutex_);
  return arrived_;
}

int HeldStore::ReadGate::waiting() const {
  std::lock_guard lock(mutex_);
  return waiting_;
}

HeldData::HeldData()
    : store(std::make_unique<HeldStore>(dir.path() + "/rockpool.db")),
      held(store.get()),
      config(test_config()) {
  config.data_dir = dir.path();
}

}  // namespace rockpool::tests
