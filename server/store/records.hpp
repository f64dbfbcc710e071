#pragma once
// What the server keeps durably: sessions, rooms, matches, actions and chat lines, as plain
// records. The store writes them; recovery and the history API read them back.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "server/ratings/end_rating.hpp"
#include "server/store/account_records.hpp"

namespace rockpool::server {

struct SessionRecord {
  std::string token;
  std::string public_id;
  std::string name;
  std::int64_t seen_ms = 0;
};

struct RoomRecord {
  std::string id;
  std::string code;  // empty for a public room
  bool is_public = true;
  std::string game;
  std::string options_json;            // validated option values
  std::int64_t clock_initial_ms = -1;  // -1: no clock
  std::int64_t clock_increment_ms = 0;
  std::string first;  // random | host | guest
  int bot_level = 0;  // the bot opponent's level; 0: a human opponent
  std::string host_token;
  std::int64_t created_ms = 0;
  bool rated = false;              // its matches between two accounts change their ratings
  int days_per_move = 0;           // correspondence: the days each decision may take; 0: none
  std::string tournament_id = {};  // a tournament's game: its tournament and the game's index
  int tournament_game = -1;
  bool quick = false;  // opened by quick pairing
};

struct RoomGuestRecord {
  std::string room_id;
  std::string guest_token;  // empty for the bot
};

struct RoomClosedRecord {
  std::string room_id;
  std::int64_t closed_ms = 0;
};

// Cluster mode: the node lets the room go (it drains). Nothing is written; the room's lock is
// released once the writes queued before this one are committed.
struct RoomReleasedRecord {
  std::string room_id;
};

// Cluster mode: writes nothing, but, like every write of a room, is refused when this node no
// longer owns the room (the room's fence): what waits for it knows the room is still this node's.
struct RoomOwnedRecord {
  std::string room_id;
};

struct SeatRecord {
  std::string token;  // empty for a bot
  std::string public_id;
  std::string name;
  bool bot = false;
};

struct MatchStartRecord {
  std::string id;
  std::string room_id;
  int number = 0;
  int host_seat = 0;
  std::string game;
  std::string options_json;
  // A std::array, not a C array: clang-tidy reads the loop the compiler writes into a C array
  // member's implicit copy assignment as a declaration of the reserved name __i0.
  std::array<SeatRecord, 2> seats;
  std::int64_t clock_initial_ms = -1;
  std::int64_t clock_increment_ms = 0;
  std::int64_t started_ms = 0;
  std::int64_t version_ceiling = 0;  // versions up to this may be sent before a new reservation
  bool is_public = true;             // a private room's match is shown to its players only
  int days_per_move = 0;  // correspondence: read back from the match's room, never written here
};

// A match's versions may go up to `ceiling`: committed before any frame above the last ceiling.
struct MatchVersionRecord {
  std::string match_id;
  std::int64_t ceiling = 0;
};

// What a match's players have asked of each other, as their replies acknowledged it: a draw
// offer (made at ply `draw_offer_ply`: any later action withdraws it) and, once it is over, who
// wants a rematch. Written whole at each change, so that a restart or a takeover keeps it.
struct MatchOffersRecord {
  std::string match_id;
  int draw_offer = -1;  // the seat that offers, or -1
  int draw_offer_ply = 0;
  std::array<bool, 2> rematch{false, false};
};
// The rematch wishes as one stored integer: bit 0 seat 0's, bit 1 seat 1's.
inline int offered_rematches(const std::array<bool, 2>& rematch) {
  return (rematch[0] ? 1 : 0) | (rematch[1] ? 2 : 0);
}
inline std::array<bool, 2> rematches_offered(std::int64_t bits) {
  return {(bits & 1) != 0, (bits & 2) != 0};
}

struct ActionRecord {
  std::string match_id;
  int ply = 0;  // 1 for the first action
  int seat = 0;
  std::string notation;
  std::int64_t at_ms = 0;
  std::string request_id = {};  // the mover's request id as JSON text; empty for a bot's
  // The version from which views show the position this action made (0: not known): an action
  // sent at a version from there on is not stale, also once another process holds the match.
  std::int64_t position_version = 0;
};

struct MatchEndRecord {
  std::string match_id;
  std::string state;  // won | drawn | aborted
  int winner = -1;
  std::string reason;
  std::int64_t ended_ms = 0;
  // Every action of the match, archived with its end (live actions go to an append-only log).
  std::vector<ActionRecord> actions = {};
  // A rated match: the store rates both players in the end's transaction, from their ratings as
  // they stand then (a write sent again rates nobody twice).
  std::optional<EndRating> rating = std::nullopt;
};

struct ChatRecord {
  std::string room_id;
  std::string match_id;  // the match being played when it was said, or empty
  std::int64_t at_ms = 0;
  std::string session_id;
  std::string name;
  int seat = -1;
  std::string text;
};

// A public room's entry in the lobby, as its owner lists it. The lobby is one list across the
// nodes of a cluster, so a store that nodes share keeps it (a closed room's entry goes with its
// RoomClosedRecord); the embedded store keeps none: its one node lists its rooms from memory.
struct LobbyRecord {
  std::string room_id;
  std::string game;
  int order = 0;  // 0 waiting, 1 playing, 2 finished
  std::int64_t created_ms = 0;
  std::string summary_json;
};

// Who a correspondence room's match waits for, as its owner lists it: a line of turns.list for
// each seat that owes a decision (none: it waits for nobody). Like the lobby, a store that nodes
// share keeps these, so that a player's list covers the rooms of every node; the embedded store
// keeps none (its one node lists from memory).
struct TurnLineRecord {
  int seat = 0;
  std::string public_id;
  std::string account_id;  // empty: no account
  std::int64_t deadline_ms = 0;
  std::string line_json;  // the turns.list entry
  bool operator==(const TurnLineRecord&) const = default;
};
struct TurnRecord {
  std::string room_id;
  std::vector<TurnLineRecord> lines;
};

// The name under which tournaments have an owner, as rooms do (Store::acquire_room): one node
// serves every tournament and their games' rooms, so that a game's end and its tournament's
// standings commit in one transaction. No room's id has a '~'.
inline constexpr const char* kTournamentHall = "~tournaments";

// A tournament as it stands: written whole at each change (it is small), by its one owner.
struct TournamentRecord {
  std::string id;
  std::string code;
  bool is_public = true;
  bool finished = false;  // or cancelled: nothing more happens to it
  std::string host_token;
  std::int64_t created_ms = 0;
  std::string state_json;  // everything else, as server/tournament/tournament_json writes it
  // At least the version its watchers will have been shown once this is committed: after a
  // restart its versions go on above it.
  std::int64_t version = 0;
};

using StoreWrite = std::variant<SessionRecord, RoomRecord, RoomGuestRecord, RoomClosedRecord,
                                RoomReleasedRecord, RoomOwnedRecord, MatchStartRecord,
                                MatchVersionRecord, MatchOffersRecord, ActionRecord, MatchEndRecord,
                                ChatRecord, LobbyRecord, TurnRecord, TournamentRecord>;

// A match read back: its start, its actions in order, and its end if it ended.
struct StoredMatch {
  MatchStartRecord start;  // with the latest version ceiling
  std::vector<ActionRecord> actions;
  std::optional<MatchEndRecord> end;
  MatchOffersRecord offers = {};  // as last written (read back for open rooms' matches)
};

// An open room read back at start, with its latest match if it had one.
struct StoredRoom {
  RoomRecord room;
  std::optional<std::string> guest_token;  // set once a guest took the seat ("" for the bot)
  std::optional<StoredMatch> match;
};

struct RecoveredState {
  std::vector<SessionRecord> sessions;
  std::vector<StoredRoom> rooms;
};

// What other nodes changed in the lobby since the last report: entries listed or changed, and
// rooms no longer listed. `whole`: `listed` is the complete list of the other nodes' rooms (after
// the store connected again, nothing was missed: rooms not in it are gone).
struct LobbyChanges {
  std::vector<LobbyRecord> listed;
  std::vector<std::string> removed;
  bool whole = false;
};

// One line of match history.
struct MatchSummary {
  MatchStartRecord start;
  MatchEndRecord end;
  int plies = 0;
};

struct HistoryQuery {
  std::string player;          // a session's public id, or empty for anyone
  std::string game;            // a game id, or empty for any
  std::int64_t before_ms = 0;  // only matches that ended before this (0: now); for paging
  int limit = 20;
  std::string viewer;  // the public id of who asks: the private matches it played are listed too
};

}  // namespace rockpool::server
