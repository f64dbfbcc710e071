#pragma once
// Where requests read the store: threads of their own, so that a slow disk or a long query never
// holds a network thread. Reads a client can ask for as often as it likes (history, accounts,
// ratings) are bounded: past kMostWaiting waiting, they are refused, and the gauge the server's
// metrics show counts them.

#include <atomic>
#include <utility>

#include "server/net/net.hpp"

namespace rockpool::server {

class StoreReaders {
 public:
  static constexpr int kMostWaiting = 64;

  // `waiting`: the gauge of bounded reads waiting or running.
  explicit StoreReaders(std::atomic<int>& waiting) : waiting_(waiting) {}

  // Runs `work` on a reader.
  template <class Work>
  void post(Work&& work) {
    net::post(pool_, std::forward<Work>(work));
  }
  // Runs `read` on a reader, then `then` with what it returned, there too (the gauge no longer
  // counts it by then); false, and nothing runs, when kMostWaiting wait already.
  template <class Read, class Then>
  bool try_read(Read read, Then then) {
    if (waiting_.fetch_add(1) >= kMostWaiting) {
      waiting_.fetch_sub(1);
      return false;
    }
    net::post(pool_, [this, read = std::move(read), then = std::move(then)]() mutable {
      auto result = read();
      waiting_.fetch_sub(1);
      then(std::move(result));
    });
    return true;
  }
  // Waits for every read posted (the server's stop).
  void join() { pool_.join(); }

 private:
  std::atomic<int>& waiting_;
  net::thread_pool pool_{2};
};

}  // namespace rockpool::server
