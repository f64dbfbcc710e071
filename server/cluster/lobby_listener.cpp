#include "server/cluster/lobby_listener.hpp"

#include <poll.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>

#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

namespace {

// How long a silent connection is trusted before a query checks it.
constexpr std::chrono::seconds kCheckAfterSilence{5};
constexpr std::chrono::seconds kRetryAfter{1};

constexpr const char* kLobbyColumns =
    "SELECT room_id, node_id, game, listing_order, created_ms, summary FROM lobby";

// A PostgreSQL array literal of text values: {"a","b"}.
std::string text_array(const std::set<std::string>& values) {
  std::string out = "{";
  for (const auto& value : values) {
    if (out.size() > 1) out.push_back(',');
    out.push_back('"');
    for (char c : value) {
      if (c == '"' || c == '\\') out.push_back('\\');
      out.push_back(c);
    }
    out.push_back('"');
  }
  out.push_back('}');
  return out;
}

}  // namespace

LobbyListener::LobbyListener(std::string conninfo, std::string application_name,
                             std::string node_id, std::function<void(LobbyChanges)> report)
    : conninfo_(std::move(conninfo)),
      application_name_(std::move(application_name)),
      node_id_(std::move(node_id)),
      report_(std::move(report)) {
  if (::pipe(wake_) != 0) throw std::runtime_error("lobby listener: no pipe");
  thread_ = std::thread([this] { run(); });
}

LobbyListener::~LobbyListener() {
  const char stop = 1;
  while (::write(wake_[1], &stop, 1) < 0 && errno == EINTR) {
  }
  thread_.join();
  ::close(wake_[0]);
  ::close(wake_[1]);
}

void LobbyListener::run() {
  while (!stopping()) {
    try {
      if (!connected_) connect();
      // Every notification arrived so far (also during the last read): one query for them all.
      std::set<std::string> changed;
      for (auto& room : db_->notifications())
        changed.insert(std::move(room));
      if (changed.empty()) {
        wait();
      } else {
        report_changed(changed);
      }
    } catch (const std::exception& error) {
      spdlog::warn("cluster: the lobby listener's connection: {}", error.what());
      connected_ = false;
      rest(kRetryAfter);
    }
  }
}

bool LobbyListener::stopping() const {
  pollfd stop{wake_[0], POLLIN, 0};
  return ::poll(&stop, 1, 0) > 0;
}

void LobbyListener::connect() {
  if (db_) {
    db_->reconnect();
  } else {
    db_ = std::make_unique<PgConnection>(conninfo_, application_name_ + " lobby");
  }
  // Listening first, then reading: a change committed in between is read, and notified again.
  db_->exec("LISTEN lobby");
  const PgResult rows = db_->query(kLobbyColumns);
  LobbyChanges changes;
  changes.whole = true;
  for (int row = 0; row < rows.rows(); ++row) {
    if (rows.text(row, 1) == node_id_) continue;
    changes.listed.push_back({rows.text(row, 0), rows.text(row, 2),
                              static_cast<int>(rows.integer(row, 3)), rows.integer(row, 4),
                              rows.text(row, 5)});
  }
  connected_ = true;
  report_(std::move(changes));
}

void LobbyListener::wait() {
  pollfd watched[2] = {{db_->socket(), POLLIN, 0}, {wake_[0], POLLIN, 0}};
  const int ready =
      ::poll(watched, 2, static_cast<int>(std::chrono::milliseconds(kCheckAfterSilence).count()));
  if (ready == 0) db_->exec("SELECT 1");
}

void LobbyListener::report_changed(const std::set<std::string>& rooms) {
  const PgResult rows = db_->query(std::string(kLobbyColumns) + " WHERE room_id = ANY($1::text[])",
                                   PgParams().text(text_array(rooms)));
  LobbyChanges changes;
  std::set<std::string> gone = rooms;
  for (int row = 0; row < rows.rows(); ++row) {
    std::string room = rows.text(row, 0);
    // A room of this node now: listed from memory here (it may just have moved here).
    if (rows.text(row, 1) == node_id_) continue;
    gone.erase(room);
    changes.listed.push_back({std::move(room), rows.text(row, 2),
                              static_cast<int>(rows.integer(row, 3)), rows.integer(row, 4),
                              rows.text(row, 5)});
  }
  changes.removed.assign(gone.begin(), gone.end());
  report_(std::move(changes));
}

void LobbyListener::rest(std::chrono::milliseconds pause) {
  pollfd stop{wake_[0], POLLIN, 0};
  ::poll(&stop, 1, static_cast<int>(pause.count()));
}

}  // namespace rockpool::server::cluster
