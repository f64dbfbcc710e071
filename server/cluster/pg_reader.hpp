#pragma once
// The cluster store's reads, on a connection of their own (one read at a time): recovery at
// start, a room to take over, the turn lists, orphaned rooms and the history.

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "server/cluster/pg_connection.hpp"
#include "server/store/store.hpp"

namespace rockpool::server::cluster {

class PgReader {
 public:
  PgReader(const std::string& conninfo, const std::string& application_name);

  RecoveredState recover();
  std::optional<SessionRecord> session(const std::string& token);
  std::optional<StoredMatch> match(const std::string& id);
  std::optional<StoredRoom> load_room(const std::string& key, bool by_code);
  std::vector<std::string> turn_lines(const std::string& public_id, const std::string& account_id);
  // Open rooms owned by nodes other than `node_id` that are not live: tournaments' games or the
  // others.
  std::vector<std::string> orphaned_rooms(const std::string& node_id, std::size_t limit,
                                          bool tournament_games);
  std::vector<TournamentRecord> tournaments();
  std::vector<MatchSummary> finished_matches(const HistoryQuery& query);
  // Deletes the chat of matches that ended before `cutoff_ms`; returns the lines deleted.
  int forget_chat_before(std::int64_t cutoff_ms);

 private:
  std::optional<StoredMatch> read_match(const std::string& id);
  // Runs `read` on the connection, alone on it, connecting again if PostgreSQL closed it.
  template <class Read>
  auto read(const Read& read) -> decltype(read());

  std::mutex mutex_;
  std::unique_ptr<PgConnection> db_;
};

}  // namespace rockpool::server::cluster
