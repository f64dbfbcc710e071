#pragma once
// One match of a room: the engine's state, the history, the clock, the result, and what each
// recipient class (seat 0, seat 1, spectators) was last sent, so that every change goes out as
// one RFC 6902 patch per class, serialised once.

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <span>

#include "protocol/view_patch.hpp"
#include "rules/core/game.hpp"
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
};

inline constexpr int kViewerClasses = 3;  // seat 0, seat 1, spectators (rules::kSpectator)

class Match {
 public:
  using Time = std::chrono::steady_clock::time_point;

  Match(std::string id, const rules::Game& game, const rules::OptionValues& options,
        std::array<Participant, 2> players, std::optional<ClockSettings> clock, Time now);

  const std::string& id() const { return id_; }
  const rules::Game& game() const { return game_; }
  const rules::State& state() const { return *state_; }
  const Participant& player(rules::Seat seat) const { return players_[seat]; }
  rules::Seat seat_of(const SessionPtr& session) const;
  bool over() const { return result_.state != MatchResult::State::playing; }
  const MatchResult& result() const { return result_; }
  rules::SeatSet deciders() const { return over() ? rules::SeatSet{} : state_->deciders(); }
  int plies() const { return static_cast<int>(history_.size()); }
  std::int64_t version() const { return version_; }
  // The version at which the position last changed: an action based on an older view is stale.
  std::int64_t position_version() const { return position_version_; }
  MatchClock* clock() { return clock_ ? &*clock_ : nullptr; }

  // Changes; each is followed by begin_update() and the frames for every class.
  std::optional<rules::Error> play(rules::Seat seat, std::string_view notation, Time now);
  void finish(MatchResult result, Time now);
  void set_connected(rules::Seat seat, bool connected, std::int64_t grace_until_ms);
  rules::Seat draw_offer = -1;
  std::array<bool, 2> rematch{false, false};
  rules::Seat may_claim = -1;  // the seat that may claim the win (its opponent's grace ran out)

  // Distribution: begin_update(), then a frame per class, then end_update().
  void begin_update() { ++version_; }
  void end_update() { revealed_now_.clear(); }
  // The patch frame taking class `viewer` from the previous version to this one, or null if the
  // class has no earlier view (then send a snapshot).
  std::optional<std::string> patch_frame(int viewer);
  // The whole view of class `viewer` at this version; the class's later patches build on it.
  std::string snapshot_frame(int viewer);
  // Nobody of class `viewer` is connected: stop keeping its view.
  void forget(int viewer);
  std::string room_id;

 private:
  struct Move {
    rules::Seat seat;
    std::string notation;
    std::string targets;  // JSON array, for highlighting the last move
    bool secret;          // made in secret and not yet revealed to the other classes
  };
  // A seat's legal actions as its view shows them, in the order of their action codes, so that
  // two lists are compared by merging codes rather than by sorting notations.
  struct LegalAction {
    rules::Action action = 0;
    std::string notation;
    std::string targets;
  };
  struct LegalActions {
    std::vector<LegalAction> storage;  // kept between builds: no allocation once warm
    std::size_t count = 0;
    std::span<const LegalAction> all() const { return {storage.data(), count}; }
  };
  struct ClassState {
    bool valid = false;
    rules::View view;   // without the moves list and the legal actions
    rules::View spare;  // the next build's storage
    LegalActions legal;  // the seat's legal actions at its latest decision
    LegalActions legal_spare;
    std::size_t moves_sent = 0;
  };

  void build_view(int viewer, rules::View& out) const;
  void build_legal(rules::Seat seat, LegalActions& out) const;
  static void diff_legal(const LegalActions& before, const LegalActions& after,
                         protocol::PatchBuilder& patch);
  static void write_legal(const LegalActions& legal, std::string& out);
  void write_move(int viewer, const Move& move, std::string& out) const;
  bool visible(int viewer, const Move& move) const { return !move.secret || viewer == move.seat; }
  void write_frame_head(std::string& out, const char* type) const;

  std::string id_;
  const rules::Game& game_;
  std::string static_json_;  // the "match" member: never changes
  std::unique_ptr<rules::State> state_;
  std::array<Participant, 2> players_;
  std::array<bool, 2> connected_{true, true};
  std::array<std::int64_t, 2> grace_until_ms_{0, 0};
  std::optional<MatchClock> clock_;
  MatchResult result_;
  std::vector<Move> history_;
  std::vector<std::size_t> revealed_now_;  // moves revealed by the latest change
  std::int64_t version_ = 0;
  std::int64_t position_version_ = 0;
  std::array<ClassState, kViewerClasses> classes_;
};

}  // namespace rockpool::server
