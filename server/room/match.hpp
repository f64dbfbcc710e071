#pragma once
// One match of a room: the engine's state, the moves, the clock, the result, draw offers, claims
// and rematches, changed only through typed operations that say what they did. What each
// audience is sent of it is its view's business (protocol/match_view).

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/match_view.hpp"
#include "rules/core/game.hpp"
#include "server/accounts/session.hpp"
#include "server/room/first_decisions.hpp"
#include "server/room/match_clock.hpp"
#include "server/room/move_deadlines.hpp"
#include "server/server_clock.hpp"
#include "server/store/account_records.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

using protocol::MatchResult;
using protocol::state_word;

struct Participant {
  SessionPtr session;  // null for a bot
  std::string name;
  std::string public_id;
  bool bot = false;
  std::string account_id = {};  // a human seat's account, or empty
  bool is(const SessionPtr& other) const { return !bot && session && session == other; }
  // The seat's account: a seat restored at start learns it once its player logs in again.
  std::string account() const {
    return account_id.empty() && session ? session->account_id() : account_id;
  }
};

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

class Match final : private protocol::MatchSource {
 public:
  using Time = ServerClock::time_point;
  using Move = protocol::MatchMove;

  Match(std::string id, std::string room_id, const rules::Game& game,
        const rules::OptionValues& options, std::array<Participant, 2> players,
        std::optional<ClockSettings> clock, Time now, FirstDecisionLimits limits = {});
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  const std::string& id() const { return id_; }
  const rules::Game& game() const { return game_; }
  const rules::State& state() const { return *state_; }
  const Participant& participant(rules::Seat seat) const { return players_[seat]; }
  rules::Seat seat_of(const SessionPtr& session) const;
  bool over() const { return result_.state != MatchResult::State::playing; }
  const MatchResult& result() const { return result_; }
  rules::SeatSet deciders() const override { return over() ? rules::SeatSet{} : state_deciders_; }
  int plies() const { return static_cast<int>(history_.size()); }
  const Move& last_move() const { return history_.back(); }
  const std::vector<Move>& history() const { return history_; }
  MatchClock* clock() { return clock_ ? &*clock_ : nullptr; }
  const MatchClock* clock() const { return clock_ ? &*clock_ : nullptr; }
  // When a clocked match is called off if the seat to move has not made its first decision.
  std::optional<FirstDecisions::Deadline> abort_deadline() const;
  // Counts again from `now` as if no time had passed since the last change (the server was down).
  void resume(Time now);
  // Correspondence: each decision has a deadline, `days_per_move` days after it was asked for;
  // the first ones count from `started_ms`. Called before the first action (or its replay).
  void play_by_correspondence(int days_per_move, std::int64_t started_ms);
  const MoveDeadlines* deadlines() const { return deadlines_ ? &*deadlines_ : nullptr; }

  rules::Seat draw_offer() const { return draw_offer_; }
  bool wants_rematch(rules::Seat seat) const { return rematch_[seat]; }
  // The draw offer and rematch wishes as stored, and as read back at a restart or a takeover (a
  // draw offer only while no action has been played since).
  MatchOffersRecord offers() const;
  void restore_offers(const MatchOffersRecord& offers);
  // The seat that may claim the win (its opponent's grace period ran out), or -1.
  rules::Seat may_claim() const { return may_claim_; }

  // What each audience is sent; its versions are the match's.
  protocol::MatchView& view() { return view_; }
  std::int64_t version() const { return view_.version(); }
  std::int64_t position_version() const { return view_.position_version(); }

  // Changes; each is followed by an update of the view.
  // `at_ms`: the action's server time (a replay passes the stored one; 0: now). `request_id`:
  // the mover's request (JSON text; empty for a bot), stored with the action.
  std::optional<rules::Error> play(rules::Seat seat, std::string_view notation, Time now,
                                   std::int64_t at_ms = 0, std::string request_id = {});
  // The request id each ply was played by, in order (empty for a bot's).
  const std::vector<std::string>& request_ids() const { return request_ids_; }
  // Whether `seat` played one of the latest restored plies by `request_id`: a request resent
  // after a restart or a failover is answered then, not played again. Live plies need no such
  // check: the session remembers their replies.
  bool restored_request(rules::Seat seat, std::string_view request_id) const;
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

  // A rated match: each seat's change, shown under its player once the match is rated.
  void set_rating_changes(const std::array<protocol::RatingChange, 2>& changes) {
    for (rules::Seat seat = 0; seat < 2; ++seat)
      rating_changes_[seat] = changes[seat];
  }

  // A restored match: play its stored actions between these two; `version_ceiling` is the
  // highest version the match may have sent before (the versions go on above it), and
  // `position_version` the one from which its views showed the position (negative: not known).
  void begin_restore();
  void end_restore(std::int64_t version_ceiling, std::int64_t position_version);
  // Versions up to the ceiling may be sent; a higher one must first be reserved durably, so that
  // a restart never goes back to a version a client has seen.
  std::int64_t version_ceiling() const { return version_ceiling_; }
  // Raises the ceiling a block above the current version; returns it, to be stored.
  std::int64_t raise_version_ceiling() {
    version_ceiling_ = version() + kVersionBlock;
    return version_ceiling_;
  }
  static constexpr std::int64_t kVersionBlock = 1000;

 private:
  // What the view reads.
  const rules::State& position() const override { return *state_; }
  std::span<const Move> moves() const override { return history_; }
  const protocol::PlayerCard& player(rules::Seat seat) const override { return cards_[seat]; }
  protocol::MatchFacts facts() const override;

  void remember_decisions();

  std::string id_;
  const rules::Game& game_;
  std::unique_ptr<rules::State> state_;
  // The position's deciders, read on every update by the view, the clock and the room: the
  // engine judges them (win checks included) once per action.
  rules::SeatSet state_deciders_;
  std::array<Participant, 2> players_;
  std::array<protocol::PlayerCard, 2> cards_;
  std::array<bool, 2> connected_{true, true};
  std::array<std::int64_t, 2> grace_until_ms_{0, 0};
  std::optional<MatchClock> clock_;
  std::optional<FirstDecisions> first_decisions_;  // with a clock
  std::optional<MoveDeadlines> deadlines_;         // by correspondence
  MatchResult result_;
  rules::Seat draw_offer_ = -1;
  std::array<bool, 2> rematch_{false, false};
  rules::Seat may_claim_ = -1;
  std::vector<Move> history_;
  std::vector<std::string> request_ids_;  // one per move
  std::size_t restored_plies_ = 0;
  std::size_t first_secret_ = 0;  // no move before it is secret
  // While restoring: the position at each seat's latest decision so far.
  std::array<std::unique_ptr<rules::State>, 2> decision_states_;
  bool restoring_ = false;
  std::int64_t version_ceiling_ = kVersionBlock;
  std::array<std::optional<protocol::RatingChange>, 2> rating_changes_;
  protocol::MatchView view_;  // last: it reads the members above
};

}  // namespace rockpool::server
