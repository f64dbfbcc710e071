#pragma once
// One match of a room: the engine's state, the history, the clock, the result, and what each
// recipient class (seat 0, seat 1, spectators) was last sent, so that every change goes out as
// one RFC 6902 patch per class, serialised once. The server's own members are compared as plain
// values, the board is built once for everyone while nothing is hidden, and the legal actions are
// compared by code: an update touches little memory, which is what counts with many rooms.

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/game.hpp"
#include "server/legal_list.hpp"
#include "server/match_clock.hpp"
#include "server/session.hpp"

namespace rockpool::server {

struct Participant {
  SessionPtr session;  // null for a bot
  std::string name;
  std::string public_id;
  bool bot = false;
  bool is(const SessionPtr& other) const { return !bot && session && session == other; }
};

// The server's result: the engine's, or one the match life decided (resign, timeout, ...).
struct MatchResult {
  enum class State { playing, won, drawn, aborted };
  State state = State::playing;
  rules::Seat winner = -1;
  std::string reason;
  bool operator==(const MatchResult&) const = default;
  // The result as the store keeps it (state word, winner, reason).
  static MatchResult of_record(const std::string& state, rules::Seat winner, std::string reason);
};

// "playing", "won", "drawn" or "aborted", as views and records write a result's state.
const char* state_word(MatchResult::State state);

// What a seat's request did to the match: refused (and why; nothing changed), changed what the
// views show, ended the match, or (a rematch request) found both seats wanting another match.
struct MatchOutcome {
  enum class Kind { refused, changed, ended, rematch_agreed };
  // Implicit, so that an operation can return {Kind::ended}.
  MatchOutcome(Kind outcome_kind, rules::Error reason = {})
      : kind(outcome_kind), why(std::move(reason)) {}
  Kind kind;
  rules::Error why;
  static MatchOutcome refused(rules::Error why) { return {Kind::refused, std::move(why)}; }
};

inline constexpr int kViewerClasses = 3;  // seat 0, seat 1, spectators (rules::kSpectator)

class Match {
 public:
  using Time = std::chrono::steady_clock::time_point;

  Match(std::string id, std::string room_id, const rules::Game& game,
        const rules::OptionValues& options, std::array<Participant, 2> players,
        std::optional<ClockSettings> clock, Time now);

  const std::string& id() const { return id_; }
  const rules::Game& game() const { return game_; }
  const rules::State& state() const { return *state_; }
  const Participant& player(rules::Seat seat) const { return players_[seat]; }
  rules::Seat seat_of(const SessionPtr& session) const;
  bool over() const { return result_.state != MatchResult::State::playing; }
  const MatchResult& result() const { return result_; }
  rules::SeatSet deciders() const { return over() ? rules::SeatSet{} : state_->deciders(); }
  int plies() const { return static_cast<int>(history_.size()); }
  struct Move {
    rules::Seat seat;
    std::string notation;
    std::string targets;  // JSON array, for highlighting the last move
    bool secret;          // made in a secret phase and not yet revealed to the other classes
    std::int64_t at_ms;   // server time, ms since the epoch
  };
  const Move& last_move() const { return history_.back(); }
  const std::vector<Move>& history() const { return history_; }
  std::int64_t version() const { return version_; }
  // The version at which the position last changed: an action based on an older view is stale.
  std::int64_t position_version() const { return position_version_; }
  MatchClock* clock() { return clock_ ? &*clock_ : nullptr; }

  rules::Seat draw_offer() const { return draw_offer_; }
  bool wants_rematch(rules::Seat seat) const { return rematch_[seat]; }
  // The seat that may claim the win (its opponent's grace period ran out), or -1.
  rules::Seat may_claim() const { return may_claim_; }

  // Changes; each is followed by begin_update(), a frame per class, and end_update().
  // `at_ms`: the action's server time (a replay passes the stored one; 0: now).
  std::optional<rules::Error> play(rules::Seat seat, std::string_view notation, Time now,
                                   std::int64_t at_ms = 0);
  void finish(MatchResult result, Time now);
  void set_connected(rules::Seat seat, bool connected, std::int64_t grace_until_ms);
  // A seat's requests besides actions.
  MatchOutcome resign(rules::Seat seat, Time now);
  MatchOutcome offer_draw(rules::Seat seat, Time now);  // both offering is an agreement
  MatchOutcome answer_draw(rules::Seat seat, bool accept, Time now);
  MatchOutcome claim(rules::Seat seat, Time now);
  MatchOutcome ask_rematch(rules::Seat seat);  // a bot opponent always agrees
  // `seat` declines its opponent's standing draw offer, if there is one (a bot plays on).
  bool decline_draw(rules::Seat seat);
  // The opponent of `absent` may claim the win; or may no longer, since `absent` came back.
  void allow_claim_against(rules::Seat absent);
  void withdraw_claim_against(rules::Seat returned);

  // A restored match: play its stored actions between these two; `version_ceiling` is the
  // highest version the match may have sent before (the versions go on above it).
  void begin_restore();
  void end_restore(std::int64_t version_ceiling);
  // Versions up to the ceiling may be sent; a higher one must first be reserved durably, so that
  // a restart never goes back to a version a client has seen.
  std::int64_t version_ceiling() const { return version_ceiling_; }
  void set_version_ceiling(std::int64_t ceiling) { version_ceiling_ = ceiling; }
  static constexpr std::int64_t kVersionBlock = 1000;

  void begin_update();
  void end_update() { revealed_now_.clear(); }
  // The patch frame taking class `viewer` from the previous version to this one, or nothing if
  // the class has no earlier view (then send a snapshot).
  std::optional<std::string> patch_frame(int viewer);
  // The whole view of class `viewer` at this version; the class's later patches build on it.
  std::string snapshot_frame(int viewer);
  // The same view alone (the snapshot's "view" member), as the class's patches now build on it.
  std::string view_json(int viewer);
  // Nobody of class `viewer` is connected: stop keeping its view.
  void forget(int viewer);

  // The server's plain members of a view, in the order a snapshot writes them ("players", a map,
  // is written apart).
  enum class Fact { status, to_move, decide, clock, draw_offer, rematch, may_claim, ply, last };

 private:
  // The server's members of a class's view, as values.
  struct Facts {
    std::array<bool, 2> connected{};
    std::array<std::int64_t, 2> grace_until_ms{};
    MatchResult result;
    rules::SeatSet to_move;
    bool decide = false;
    std::array<std::int64_t, 2> clock_ms{};
    rules::SeatSet clock_running;
    rules::Seat draw_offer = -1;
    std::array<bool, 2> rematch{};
    rules::Seat may_claim = -1;
    int ply = 0;
    int last = -1;  // the last move, if this class may see it
  };
  struct ClassState {
    bool valid = false;
    Facts sent;
    const rules::View* board = nullptr;  // the board as sent: shared_ or own_board
    rules::View own_board;               // this class's board while views differ
    rules::View own_board_spare;
    std::size_t moves_sent = 0;
  };

  Facts facts(int viewer) const;
  void write_fact(Fact fact, const Facts& facts, std::string& out) const;
  void patch_facts(const Facts& was, const Facts& now, protocol::PatchBuilder& patch);
  void write_player(rules::Seat seat, std::string& out) const;
  void write_move(int viewer, const Move& move, std::string& out) const;
  bool visible(int viewer, const Move& move) const { return !move.secret || viewer == move.seat; }
  void write_frame_head(std::string& out, const char* type) const;
  void write_view(int viewer, std::string& out);
  // The board everyone sees at this version, built once for all classes.
  const rules::View& shared_board();
  // The class's board at this version: the shared one, or its own, built into own_board_spare.
  const rules::View& board_for(int viewer, ClassState& cls, bool& own);
  static void adopt_board(ClassState& cls, const rules::View& board, bool own);

  std::string id_;
  std::string room_id_;
  const rules::Game& game_;
  std::string static_json_;  // the "match" member: never changes
  std::unique_ptr<rules::State> state_;
  std::array<Participant, 2> players_;
  std::array<bool, 2> connected_{true, true};
  std::array<std::int64_t, 2> grace_until_ms_{0, 0};
  std::optional<MatchClock> clock_;
  MatchResult result_;
  rules::Seat draw_offer_ = -1;
  std::array<bool, 2> rematch_{false, false};
  rules::Seat may_claim_ = -1;
  std::vector<Move> history_;
  std::vector<std::size_t> revealed_now_;  // moves revealed by the latest change
  std::size_t first_secret_ = 0;           // no move before it is secret
  // Each seat's legal actions at its latest decision: what its view's "legal" holds, in
  // snapshots and patches alike. `legal_before_` is the list the view held before the change at
  // `legal_changed_at_`.
  void refresh_legal();
  std::array<LegalList, 2> legal_;
  std::array<LegalList, 2> legal_before_;
  std::array<std::int64_t, 2> legal_built_for_{-1, -1};  // the position version it was built at
  std::array<std::int64_t, 2> legal_changed_at_{-1, -1};
  // While restoring: the position at each seat's latest decision so far.
  std::array<std::unique_ptr<rules::State>, 2> decision_states_;
  bool restoring_ = false;
  std::int64_t version_ceiling_ = kVersionBlock;
  std::int64_t version_ = 0;
  std::int64_t position_version_ = 0;
  std::array<ClassState, kViewerClasses> classes_;
  // While views are the same for all, the board is built and diffed once per version: two
  // buffers (the classes point at the current one while the next is built), and the last diff.
  std::array<rules::View, 2> shared_;
  int shared_current_ = 0;
  std::int64_t shared_built_at_ = -1;
  const rules::View* diffed_from_ = nullptr;
  const rules::View* diffed_to_ = nullptr;
  std::int64_t diffed_at_ = -1;
  std::string diffed_operations_;
  int diffed_count_ = 0;
};

}  // namespace rockpool::server
