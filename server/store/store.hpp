#pragma once
// Where the server keeps what must survive a restart. Writes are queued and committed in order
// (by a writer of the store's own, never on a room's strand); `done` runs once the write is
// durable, on the store's thread, so callers post from it to where they belong. SqliteStore is the
// embedded implementation; a networked database can implement the same interface.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "server/store/account_store.hpp"
#include "server/store/push_subscription_store.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

class SeekBoard;

// Whether this node may serve a room (cluster mode: rooms have one owner among the nodes).
struct RoomClaim {
  bool owned = true;
  std::string owner_url;  // when not owned: the owner's WebSocket address, or empty if unknown
};

class Store {
 public:
  virtual ~Store() = default;

  // Queues a write; `done` (optional) runs once it is committed.
  virtual void write(StoreWrite record, std::function<void()> done = {}) = 0;
  // Queues writes that commit in one transaction, never split between two; `done` (optional)
  // runs once they are committed.
  virtual void write_together(std::vector<StoreWrite> records, std::function<void()> done = {}) = 0;
  // Everything needed to rebuild the open rooms and their matches at start.
  virtual RecoveredState recover() = 0;
  // Finished matches, newest first.
  virtual std::vector<MatchSummary> finished_matches(const HistoryQuery& query) = 0;
  virtual std::optional<StoredMatch> match(const std::string& id) = 0;
  // A session by its token, also one the server has let go of in memory.
  virtual std::optional<SessionRecord> session(const std::string& token) = 0;
  // Waits until every queued write is committed (tests, shutdown).
  virtual void flush() = 0;
  // Deletes the chat of matches that ended longer ago than the retention; returns how many lines
  // (the store does this by itself once an hour).
  virtual int forget_old_chat(std::int64_t now_ms) = 0;
  // Whether the store keeps tournaments (TournamentRecord); one that does not drops them.
  virtual bool keeps_tournaments() const { return false; }
  // Every tournament kept, oldest first (at start).
  virtual std::vector<TournamentRecord> tournaments() { return {}; }
  // The accounts kept with the rest, or null for a store that keeps none.
  virtual AccountStore* accounts() { return nullptr; }
  // The Web Push subscriptions kept with the rest, or null for a store that keeps none (then
  // push is not offered).
  virtual PushSubscriptionStore* push_subscriptions() { return nullptr; }

  // Ownership of rooms, for stores that several nodes share. The embedded stores own every room
  // and keep nothing out of memory, so these defaults are all they need.
  // Whether rooms may live on other nodes (then a room missing here may be acquired or moved).
  virtual bool shares_rooms() const { return false; }
  // Makes this node the room's owner unless a live node owns it; blocks on the database: call it
  // off network threads and strands.
  virtual RoomClaim acquire_room(const std::string& /*room_id*/) { return {}; }
  // An open room as recover() reads it, by its id or (when `by_code`) its invite code.
  virtual std::optional<StoredRoom> load_room(const std::string& /*key*/, bool /*by_code*/) {
    return std::nullopt;
  }
  // Open rooms whose owner is dead (it missed its heartbeats, or is gone), at most `limit` of
  // them in no fixed order, for this node to adopt; blocks on the database. Tournaments' games
  // when `tournament_games` (the node that serves tournaments adopts those), the others otherwise.
  virtual std::vector<std::string> orphaned_rooms(std::size_t /*limit*/,
                                                  bool /*tournament_games*/) {
    return {};
  }
  // Called (on the store's writer) when a room's write found another owner: the write and every
  // later one of the room are dropped and never reported done; the room must stop. `owner_url`:
  // the live owner's WebSocket address, or empty when none is known.
  virtual void on_ownership_lost(
      const std::function<void(const std::string& room_id, const std::string& owner_url)>&
      /*handler*/) {}
  // Reports what other nodes change in the lobby (LobbyRecord), on a thread of the store's own:
  // first the whole list, then each change soon after its commit; the whole list again after
  // a lost connection. An empty handler stops the reports (once a report under way has ended).
  // The embedded stores have no other nodes: nothing to report.
  virtual void follow_lobby(const std::function<void(LobbyChanges)>& /*handler*/) {}
  // The turns.list entries (TurnRecord) of every node that wait for `public_id` or, when not
  // empty, the account `account_id`, soonest deadline first; blocks on the database. Unused by the
  // embedded stores (their one node lists from memory).
  virtual std::vector<std::string> turn_lines(const std::string& /*public_id*/,
                                              const std::string& /*account_id*/) {
    return {};
  }
  // The seeks of every node, for quick pairing across them; null for a store of one node (its
  // pairing is in memory).
  virtual SeekBoard* seek_board() { return nullptr; }
};

// A store that keeps nothing: every write is done at once. For benchmarks that compare the cost
// of the real store, never for running a server people use.
class NoStore final : public Store {
 public:
  void write(StoreWrite, std::function<void()> done = {}) override {
    if (done) done();
  }
  void write_together(std::vector<StoreWrite>, std::function<void()> done = {}) override {
    if (done) done();
  }
  RecoveredState recover() override { return {}; }
  std::vector<MatchSummary> finished_matches(const HistoryQuery&) override { return {}; }
  std::optional<StoredMatch> match(const std::string&) override { return std::nullopt; }
  std::optional<SessionRecord> session(const std::string&) override { return std::nullopt; }
  void flush() override {}
  int forget_old_chat(std::int64_t) override { return 0; }
};

}  // namespace rockpool::server
