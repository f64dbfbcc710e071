#pragma once
// How the store's worker threads (the writer, the WAL checkpointer, a node's heartbeat) are
// stopped: each waits on a condition variable under its mutex and ends once it sees `stopping`.

#include <condition_variable>
#include <mutex>
#include <thread>

namespace rockpool::server {

// Sets `stopping` under `mutex`, wakes the worker and waits for it to end.
inline void stop_worker(std::mutex& mutex, bool& stopping, std::condition_variable& wake,
                        std::thread& worker) {
  {
    std::lock_guard lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  worker.join();
}

}  // namespace rockpool::server
