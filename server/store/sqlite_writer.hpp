#pragma once
// The write connection and its prepared statements, used by the writer thread only.
//
// Live actions are appended to action_log, in the order they come: a commit dirties the log's
// last page or two, however many matches are being played (keyed by match, each insert would
// dirty a page of its own). A match's end archives its whole move list as one row of
// `match_moves`, keyed by match for the history, and the log's front is cut once no live match
// needs it.

#include <cstdint>
#include <string>
#include <unordered_map>

#include "server/store/records.hpp"
#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

// Each record is written by the operator() of its type (std::visit), inside the transaction the
// store begins and commits.
class SqliteWriter {
 public:
  static constexpr std::int64_t kPruneEvery = 20000;  // log rows between cuts

  explicit SqliteWriter(const std::string& path, bool full_sync);

  void operator()(const SessionRecord& r);
  void operator()(const RoomRecord& r);
  void operator()(const TournamentRecord& r);
  void operator()(const RoomGuestRecord& r);
  void operator()(const RoomClosedRecord& r);
  void operator()(const RoomReleasedRecord&) {}  // one process owns every room
  void operator()(const RoomOwnedRecord&) {}
  // One node lists its rooms from memory: there is no lobby to share.
  void operator()(const LobbyRecord&) {}
  void operator()(const TurnRecord&) {}
  void operator()(const MatchStartRecord& r);
  void operator()(const MatchVersionRecord& r);
  void operator()(const MatchOffersRecord& r);
  void operator()(const ActionRecord& r);
  void operator()(const MatchEndRecord& r);
  void operator()(const ChatRecord& r);

  // Both players' ratings as this transaction sees them (after the batch's earlier ends), rated
  // and written with their history; once per match.
  void rate(const EndRating& end, std::int64_t ended_ms, const std::string& match_id);

  // Cuts the log's front that no live match needs; in its own transaction, after a commit.
  void prune_log();

  Database db;
  Statement session, room, room_guest, room_closed, match_start, match_version, match_offers,
      log_action, archive_moves;
  Statement tournament;
  Statement match_end, prune, chat, rating, rating_history, rating_now, rated_already;
  Statement begin, commit, rollback;
  std::unordered_map<std::string, std::int64_t> first_log_seq;  // live match -> its first log row
  std::int64_t logged_since_prune = 0;
};

}  // namespace rockpool::server
