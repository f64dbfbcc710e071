#include "server/cluster/pg_seek_board.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <stdexcept>
#include <utility>
#include <vector>

#include "server/cluster/node_heartbeat.hpp"
#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

namespace {

// Any number that names "a node is pairing" among the advisory locks of a database.
constexpr std::int64_t kPairingLock = 0x726f636b7365656b;
constexpr std::chrono::seconds kSeekBoardRetryAfter{1};

constexpr const char* kPut = R"sql(
INSERT INTO seeks (seeker, node_id, token, game, initial_ms, increment_ms, rated, player, account,
                   rating, last_opponent, arrived_ms)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::double precision, $11, $12)
ON CONFLICT (seeker) DO UPDATE SET
  node_id = excluded.node_id, token = excluded.token, game = excluded.game,
  initial_ms = excluded.initial_ms, increment_ms = excluded.increment_ms, rated = excluded.rated,
  player = excluded.player, account = excluded.account, rating = excluded.rating,
  last_opponent = excluded.last_opponent, arrived_ms = excluded.arrived_ms,
  arrival = nextval('seeks_order'))sql";

// A node whose heartbeat is gone has no connection left to tell: its seeks go.
constexpr const char* kDeleteDeadNodesSeeks = R"sql(
DELETE FROM seeks s WHERE NOT EXISTS (
  SELECT 1 FROM nodes n WHERE n.node_id = s.node_id AND rockpool_node_live(n.heartbeat_at, $1)))sql";

// In the order they were put (the pool's order: of two seeks that came in the same millisecond,
// the first put is the older). Locked until the round commits: a cancel waits for it, and then
// finds its seek paired.
constexpr const char* kEverySeek = R"sql(
SELECT seeker, node_id, token, game, initial_ms, increment_ms, rated, player, account,
       rating::text, last_opponent, arrived_ms
FROM seeks ORDER BY arrival FOR UPDATE)sql";

SharedSeek seek_of(const PgResult& rows, int row) {
  SharedSeek out;
  out.seek.seeker = rows.text(row, 0);
  out.node = rows.text(row, 1);
  out.token = rows.text(row, 2);
  out.pool.game = rows.text(row, 3);
  out.pool.initial_ms = rows.integer(row, 4);
  out.pool.increment_ms = rows.integer(row, 5);
  out.pool.rated = rows.boolean(row, 6);
  out.seek.player = rows.text(row, 7);
  out.seek.account = rows.boolean(row, 8);
  out.seek.rating = std::stod(rows.text(row, 9));
  out.seek.last_opponent = rows.text(row, 10);
  out.seek.arrived_ms = rows.integer(row, 11);
  return out;
}

}  // namespace

PgSeekBoard::PgSeekBoard(const std::string& conninfo, const std::string& application_name,
                         std::string node_id, std::function<void()> flush_writes)
    : node_id_(std::move(node_id)),
      flush_writes_(std::move(flush_writes)),
      db_(std::make_unique<PgConnection>(conninfo, application_name + " seeks")) {
  db_->set_setup([](PgConnection& db) { db.exec("LISTEN seek_paired"); });
  db_->query("DELETE FROM seeks WHERE node_id = $1", PgParams().text(node_id_));
  connected_ = true;
  if (::pipe(wake_) != 0) throw std::runtime_error("seek board: no pipe");
  // A full pipe wakes the thread already: a writer never waits on it, and the thread reads it
  // empty without waiting either.
  for (int end : wake_)
    ::fcntl(end, F_SETFL, ::fcntl(end, F_GETFL) | O_NONBLOCK);
  thread_ = std::thread([this] { run(); });
}

PgSeekBoard::~PgSeekBoard() {
  stop_ = true;
  wake();
  thread_.join();
  ::close(wake_[0]);
  ::close(wake_[1]);
}

void PgSeekBoard::follow(Handler handler) {
  // The removals still queued are answered here, on the caller's thread, while what their `done`
  // refers to (the caller's connections, say) is whole: the board keeps none of them.
  std::vector<std::function<void(Removal)>> unanswered;
  {
    std::lock_guard lock(handler_mutex_);
    handler_ = std::move(handler);
    std::lock_guard jobs_lock(jobs_mutex_);
    followed_ = static_cast<bool>(handler_.choose);
    if (!followed_) {
      for (Job& job : jobs_) {
        if (job.done) unanswered.push_back(std::exchange(job.done, {}));
      }
    }
  }
  for (auto& done : unanswered)
    done(Removal::unknown);
}

void PgSeekBoard::put(SharedSeek seek) {
  enqueue({Job::Kind::put, std::move(seek), {}, {}});
}

void PgSeekBoard::remove(std::string seeker, std::function<void(Removal)> done) {
  std::function<void(Removal)> unanswered;
  {
    std::lock_guard lock(jobs_mutex_);
    // Nobody follows the board: its answer would have nobody to hear it.
    if (!followed_) unanswered = std::exchange(done, {});
    jobs_.push_back({Job::Kind::remove, {}, std::move(seeker), std::move(done)});
  }
  wake();
  if (unanswered) unanswered(Removal::unknown);
}

void PgSeekBoard::announce(std::string payload) {
  enqueue({Job::Kind::announce, {}, std::move(payload), {}});
}

void PgSeekBoard::enqueue(Job job) {
  {
    std::lock_guard lock(jobs_mutex_);
    jobs_.push_back(std::move(job));
  }
  wake();
}

void PgSeekBoard::wake() {
  const char byte = 1;
  while (::write(wake_[1], &byte, 1) < 0 && errno == EINTR) {
  }
}

void PgSeekBoard::run() {
  auto next_round = std::chrono::steady_clock::now();
  while (!stop_) {
    try {
      if (!connected_) {
        db_->reconnect();
        connected_ = true;
      }
      deliver_notifications();
      run_jobs();
      if (std::chrono::steady_clock::now() >= next_round) {
        pair_round();
        next_round = std::chrono::steady_clock::now() + kRoundEvery;
      }
      wait_until(next_round);
    } catch (const std::exception& error) {
      spdlog::warn("cluster: the seek board's connection: {}", error.what());
      connected_ = false;
      wait_until(std::chrono::steady_clock::now() + kSeekBoardRetryAfter);
    }
  }
  // The last cancels (a shutdown's) go now rather than with the node's heartbeat.
  try {
    if (connected_) run_jobs();
  } catch (const std::exception& error) {
    spdlog::warn("cluster: the seek board's last writes: {}", error.what());
  }
}

void PgSeekBoard::run_jobs() {
  for (;;) {
    Job* job = nullptr;
    {
      std::lock_guard lock(jobs_mutex_);
      if (jobs_.empty()) return;
      job = &jobs_.front();  // a deque's elements stay where they are while others are added
    }
    const bool pair_now = run_job(*job);
    {
      std::lock_guard lock(jobs_mutex_);
      jobs_.pop_front();
    }
    // A new seek may pair at once.
    if (pair_now) pair_round();
  }
}

bool PgSeekBoard::run_job(Job& job) {
  switch (job.kind) {
    case Job::Kind::put: {
      // The seeker's session is committed first: another node that pairs the seek reads it to
      // seat the seeker, and would drop a seek whose session it cannot find.
      flush_writes_();
      const SharedSeek& s = job.seek;
      db_->query(kPut, PgParams()
                           .text(s.seek.seeker)
                           .text(node_id_)
                           .text(s.token)
                           .text(s.pool.game)
                           .integer(s.pool.initial_ms)
                           .integer(s.pool.increment_ms)
                           .boolean(s.pool.rated)
                           .text(s.seek.player)
                           .boolean(s.seek.account)
                           .text(fmt::format("{:.17g}", s.seek.rating))
                           .text(s.seek.last_opponent)
                           .integer(s.seek.arrived_ms));
      return true;
    }
    case Job::Kind::remove: {
      const bool removed = db_->query("DELETE FROM seeks WHERE seeker = $1 AND node_id = $2",
                                      PgParams().text(job.text).text(node_id_))
                               .affected() > 0;
      std::lock_guard lock(handler_mutex_);
      // Set only while a handler is followed (follow takes it out otherwise); destroyed here,
      // under the lock, so that follow returns once no `done` is left on the board.
      const auto done = std::exchange(job.done, {});
      if (done) done(removed ? Removal::removed : Removal::absent);
      return false;
    }
    case Job::Kind::announce:
      // The room it names is committed first: a node that looks it up then finds it.
      flush_writes_();
      db_->query("SELECT pg_notify('seek_paired', $1)", PgParams().text(job.text));
      return false;
  }
  return false;
}

void PgSeekBoard::pair_round() {
  std::lock_guard lock(handler_mutex_);
  if (!handler_.choose) return;
  bool chose = false;
  db_->exec("BEGIN");
  try {
    if (!db_->query("SELECT pg_try_advisory_xact_lock($1)", PgParams().integer(kPairingLock))
             .boolean(0, 0)) {
      db_->exec("ROLLBACK");  // another node is pairing now
      return;
    }
    db_->query(kDeleteDeadNodesSeeks, PgParams().integer(kNodeTimeout.count()));
    const PgResult rows = db_->query(kEverySeek);
    std::vector<SharedSeek> seeks;
    seeks.reserve(static_cast<std::size_t>(rows.rows()));
    for (int row = 0; row < rows.rows(); ++row)
      seeks.push_back(seek_of(rows, row));
    if (seeks.size() >= 2) {
      chose = true;
      for (const std::string& seeker : handler_.choose(std::move(seeks))) {
        db_->query("DELETE FROM seeks WHERE seeker = $1", PgParams().text(seeker));
      }
    }
    db_->exec("COMMIT");
  } catch (...) {
    if (chose) handler_.chosen(false);
    try {
      if (!db_->broken()) db_->exec("ROLLBACK");
    } catch (const std::exception&) {
      // The connection went: nothing of the round was committed.
    }
    throw;
  }
  if (chose) handler_.chosen(true);
}

void PgSeekBoard::deliver_notifications() {
  const auto payloads = db_->notifications();
  if (payloads.empty()) return;
  std::lock_guard lock(handler_mutex_);
  if (!handler_.announced) return;
  for (const auto& payload : payloads)
    handler_.announced(payload);
}

void PgSeekBoard::wait_until(std::chrono::steady_clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline - std::chrono::steady_clock::now());
  pollfd watched[2] = {{wake_[0], POLLIN, 0}, {connected_ ? db_->socket() : -1, POLLIN, 0}};
  if (::poll(watched, 2, static_cast<int>(std::max<std::int64_t>(left.count(), 0))) <= 0) return;
  if ((watched[0].revents & POLLIN) != 0) {
    char bytes[64];
    while (::read(wake_[0], bytes, sizeof bytes) > 0) {
    }
  }
}

}  // namespace rockpool::server::cluster
