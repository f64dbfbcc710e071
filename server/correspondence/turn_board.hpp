#pragma once
// The correspondence matches of this node that wait for a decision, so that a player may ask which
// of theirs wait for them ("your turn"), across every room they play in, whether or not they are
// in it. Each room writes its own entry (from its strand) whenever its match changes; requests
// read the board from any thread.

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/store/records.hpp"

namespace rockpool::server {

class Connection;

struct TurnSeat {
  std::string public_id;   // the seat's session
  std::string account_id;  // the seat's account, or empty
  std::string name;
  bool bot = false;
  std::int64_t deadline_ms = 0;  // when the seat must have decided; 0: it owes no decision
};

struct TurnEntry {
  std::string room_id;
  std::string code;  // a private room's invite code, empty for a public room
  std::string game;
  std::string game_name;
  std::string match_id;
  int days_per_move = 0;
  std::array<TurnSeat, 2> seats;
};

// One line of a player's list: a match where `seat` must decide before `deadline_ms`.
struct TurnLine {
  const TurnEntry* entry = nullptr;
  int seat = 0;
  std::int64_t deadline_ms = 0;
};

// `seat`'s line of a turns.list reply.
std::string turn_line_json(const TurnEntry& entry, int seat);
// The entry as the store keeps it for a cluster: a line for each seat that owes a decision.
TurnRecord turn_record(const TurnEntry& entry);

class TurnBoard {
 public:
  // The room's match waits for a decision (or its deadlines changed). Returns the seats whose
  // line is new: they owe a decision now and did not in this match a moment ago (a deadline
  // that merely moved is no new line).
  std::vector<int> put(TurnEntry entry);
  // The room's match waits for nobody any more (it ended, or the room left this node).
  void remove(const std::string& room_id);
  // The list of who is `public_id` (and, when not empty, the account `account_id`: the same
  // account in other sessions), soonest deadline first: each line a turns.list entry.
  std::vector<std::string> lines(const std::string& public_id, const std::string& account_id) const;
  // From now on `connection` is sent its player's list (a `turns` frame) whenever a line of it
  // changes: a match starts or stops waiting for them, or its deadline moves.
  void watch(const std::shared_ptr<Connection>& connection, std::string public_id,
             std::string account_id);

 private:
  struct Watcher {
    std::weak_ptr<Connection> connection;
    std::string public_id;
    std::string account_id;
  };
  // Sends the lists of the players whose lines changed (public ids and account ids) to those
  // of them that watch.
  void tell(const std::vector<std::string>& players);

  mutable std::mutex mutex_;
  std::unordered_map<std::string, TurnEntry> entries_;
  std::mutex watchers_mutex_;
  std::vector<Watcher> watchers_;
};

}  // namespace rockpool::server
