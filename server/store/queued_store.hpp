#pragma once
// A store whose writes one WriteQueue commits in order, on a writer thread of the store's own.

#include <functional>
#include <utility>
#include <vector>

#include "server/store/store.hpp"
#include "server/store/write_queue.hpp"

namespace rockpool::server {

class QueuedStore : public Store {
 public:
  void write(StoreWrite record, std::function<void()> done = {}) final {
    queue().write(std::move(record), std::move(done));
  }
  void write_together(std::vector<StoreWrite> records, std::function<void()> done = {}) final {
    queue().write(std::move(records), std::move(done));
  }
  void flush() final { queue().flush(); }

 protected:
  // The implementation's queue: its last member, for its writer uses the others.
  virtual WriteQueue& queue() = 0;
};

}  // namespace rockpool::server
