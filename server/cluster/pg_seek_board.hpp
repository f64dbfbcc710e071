#pragma once
// The seek board (server/lobby/seek_board.hpp) on PostgreSQL: the `seeks` table, a pairing round
// under a transaction-scoped advisory lock (one node pairs at a time; the rows it pairs are locked
// and deleted in its transaction), and `NOTIFY seek_paired` for the announcements. One connection
// and one thread of the board's own run it all in order: the queued writes first, then the
// notifications arrived, then a pairing round when one is due. A write that fails for a lost
// connection is sent again once connected again (each is idempotent).

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "server/lobby/seek_board.hpp"

namespace rockpool::server::cluster {

class PgConnection;

class PgSeekBoard final : public SeekBoard {
 public:
  static constexpr std::chrono::seconds kRoundEvery{1};

  // Deletes the node's seeks left by its last run (their connections are gone), then starts.
  // `flush_writes`: waits until the store's queued writes are committed.
  PgSeekBoard(const std::string& conninfo, const std::string& application_name, std::string node_id,
              std::function<void()> flush_writes);
  ~PgSeekBoard() override;
  PgSeekBoard(const PgSeekBoard&) = delete;
  PgSeekBoard& operator=(const PgSeekBoard&) = delete;

  void follow(Handler handler) override;
  void put(SharedSeek seek) override;
  void remove(std::string seeker, std::function<void(Removal)> done) override;
  void announce(std::string payload) override;

 private:
  struct Job {
    enum class Kind { put, remove, announce } kind;
    SharedSeek seek;                    // put
    std::string text;                   // remove: the seeker; announce: the payload
    std::function<void(Removal)> done;  // remove; taken out (under handler_mutex_) to be called
  };

  void run();
  void connect();
  void enqueue(Job job);
  // Runs the queued jobs in order; a job leaves the queue once done.
  void run_jobs();
  // Whether it asks for a pairing round.
  bool run_job(Job& job);
  void pair_round();
  void deliver_notifications();
  void wait_until(std::chrono::steady_clock::time_point deadline);
  void wake();

  std::string node_id_;
  std::function<void()> flush_writes_;
  std::unique_ptr<PgConnection> db_;
  bool connected_ = false;
  std::mutex handler_mutex_;  // held while a handler or a removal's `done` runs
  Handler handler_;
  std::mutex jobs_mutex_;  // taken after handler_mutex_ when both are
  std::deque<Job> jobs_;
  bool followed_ = false;   // whether handler_ is set (jobs_mutex_): a removal's `done` is queued
  int wake_[2] = {-1, -1};  // a pipe: a byte written wakes the thread
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace rockpool::server::cluster
