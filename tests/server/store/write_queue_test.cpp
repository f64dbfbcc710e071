// The store's writer gathers under load: writes that arrive while a commit waits share its sync,
// and a write at light load is committed at once.

#include "server/store/write_queue.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace rockpool::tests {
namespace {

using namespace rockpool::server;
using namespace std::chrono_literals;

// The commit step of a queue: records each batch's size; the first commit waits until released.
class RecordedCommits {
 public:
  WriteQueue::Steps steps() {
    return {[this](WriteQueue::Batch& batch) { commit(batch); }, [] {}};
  }
  void wait_first_started() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !sizes_.empty(); });
  }
  void release_first() {
    std::lock_guard lock(mutex_);
    released_ = true;
    changed_.notify_all();
  }
  std::vector<std::size_t> sizes() {
    std::lock_guard lock(mutex_);
    return sizes_;
  }

 private:
  void commit(WriteQueue::Batch& batch) {
    std::unique_lock lock(mutex_);
    sizes_.push_back(batch.size());
    changed_.notify_all();
    changed_.wait(lock, [&] { return released_; });
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::size_t> sizes_;
  bool released_ = false;
};

TEST_CASE("write queue: under load a commit gathers the writes that follow; a lone one waits not") {
  constexpr auto kGather = 1500ms;
  RecordedCommits commits;
  WriteQueue queue(commits.steps(), kGather);
  auto write = [&] { queue.write(SessionRecord{}, [] {}); };

  write();
  commits.wait_first_started();
  write();  // queued while the first commit runs: the next commit carries both
  write();
  commits.release_first();
  queue.flush();
  REQUIRE(commits.sizes() == std::vector<std::size_t>{1, 2});

  // The last commit carried two: the writer gathers after this write's arrival. Without the
  // gathering, this write would be committed alone during the pause.
  write();
  std::this_thread::sleep_for(100ms);
  write();
  write();
  queue.flush();
  REQUIRE(commits.sizes() == std::vector<std::size_t>{1, 2, 3});

  write();  // still gathered (the last commit carried three), and alone
  queue.flush();
  // Light load: the last commit carried one write, so this one is committed at once.
  const auto start = std::chrono::steady_clock::now();
  write();
  queue.flush();
  CHECK(std::chrono::steady_clock::now() - start < kGather / 2);
  CHECK(commits.sizes() == std::vector<std::size_t>{1, 2, 3, 1, 1});
}

}  // namespace
}  // namespace rockpool::tests
