#include "server/room/match.hpp"

#include "protocol/error_codes.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

Match::Match(std::string id, std::string room_id, const rules::Game& game,
             const rules::OptionValues& options, std::array<Participant, 2> players,
             std::optional<ClockSettings> clock, Time now, FirstDecisionLimits limits)
    : id_(std::move(id)),
      game_(game),
      state_(game.start(options)),
      players_(std::move(players)),
      view_(*this, id_, std::move(room_id), game, options) {
  state_deciders_ = state_->deciders();
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    cards_[seat] = {players_[seat].name, players_[seat].public_id, players_[seat].bot};
  }
  if (clock) {
    clock_.emplace(*clock);
    clock_->run(state_deciders_, now);
    first_decisions_.emplace(limits);
    first_decisions_->ask(state_deciders_, state_->secret_choices(), now);
  }
}

std::optional<FirstDecisions::Deadline> Match::abort_deadline() const {
  if (!first_decisions_ || over()) return std::nullopt;
  return first_decisions_->deadline(deciders());
}

void Match::resume(Time now) {
  if (over()) return;
  if (clock_) clock_->resume(now);
  if (first_decisions_) first_decisions_->resume(now);
}

void Match::play_by_correspondence(int days_per_move, std::int64_t started_ms) {
  deadlines_.emplace(days_per_move);
  deadlines_->ask(deciders(), started_ms);
}

void Match::remember_decisions() {
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (state_deciders_.contains(seat)) decision_states_[seat] = state_->clone();
  }
}

void Match::begin_restore() {
  restoring_ = true;
  remember_decisions();
}

void Match::end_restore(std::int64_t version_ceiling, std::int64_t position_version) {
  restoring_ = false;
  restored_plies_ = history_.size();
  version_ceiling_ = version_ceiling;
  view_.restore(version_ceiling, {decision_states_[0].get(), decision_states_[1].get()},
                position_version);
  for (auto& position : decision_states_)
    position.reset();
}

bool Match::restored_request(rules::Seat seat, std::string_view request_id) const {
  // A client resends only its last few requests, each at most once per reconnect: the tail
  // of the restored plies is enough, and keeps the check constant in the match's length.
  constexpr std::size_t kLatest = 2 * Session::kRememberedReplies;
  const std::size_t first = restored_plies_ > kLatest ? restored_plies_ - kLatest : 0;
  for (std::size_t ply = restored_plies_; ply > first; --ply) {
    if (history_[ply - 1].seat == seat && request_ids_[ply - 1] == request_id) return true;
  }
  return false;
}

rules::Seat Match::seat_of(const SessionPtr& session) const {
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (players_[seat].is(session)) return seat;
  }
  return -1;
}

std::optional<rules::Error> Match::play(rules::Seat seat, std::string_view notation, Time now,
                                        std::int64_t at_ms, std::string request_id) {
  rules::ParseResult accepted = state_->accept(seat, notation);
  if (auto* error = std::get_if<rules::Error>(&accepted)) return *error;
  const rules::Action action = std::get<rules::Action>(accepted);

  Move move{
      seat, state_->notation(action), {}, state_->secret_choices(), at_ms ? at_ms : epoch_ms()};
  rules::JsonText targets(move.targets);
  state_->write_targets(action, targets);
  state_->apply(seat, action);
  state_deciders_ = state_->deciders();
  history_.push_back(std::move(move));
  request_ids_.push_back(std::move(request_id));
  if (!state_->secret_choices()) {
    for (std::size_t i = first_secret_; i < history_.size(); ++i)
      history_[i].secret = false;
    first_secret_ = history_.size();
  }
  if (restoring_) remember_decisions();
  draw_offer_ = -1;
  view_.position_changed();
  const rules::Status status = state_->status();
  // A position that is over has no deciders.
  if (clock_) clock_->on_action(seat, state_deciders_, now);
  if (first_decisions_) {
    first_decisions_->on_action(seat);
    first_decisions_->ask(state_deciders_, state_->secret_choices(), now);
  }
  if (deadlines_) {
    deadlines_->ask(state_deciders_, history_.back().at_ms, seat);
  }
  if (status.over()) {
    result_.state =
        status.outcome == rules::Outcome::won ? MatchResult::State::won : MatchResult::State::drawn;
    result_.winner = status.winner;
    result_.reason = std::string(status.reason);
  }
  return std::nullopt;
}

void Match::finish(MatchResult result, Time now) {
  result_ = std::move(result);
  if (clock_) clock_->stop(now);
  if (deadlines_) deadlines_->clear();
  draw_offer_ = -1;
  may_claim_ = -1;
  view_.position_changed();
}

namespace {

rules::Error over_error() {
  return {rules::error_code::kMatchOver, "the match is over"};
}

}  // namespace

MatchOutcome Match::resign(rules::Seat seat, Time now) {
  if (over()) return MatchOutcome::refused(over_error());
  finish({MatchResult::State::won, 1 - seat, "resign"}, now);
  return {MatchOutcome::Kind::ended};
}

MatchOutcome Match::offer_draw(rules::Seat seat, Time now) {
  if (over()) return MatchOutcome::refused(over_error());
  if (draw_offer_ == seat) {
    return MatchOutcome::refused({protocol::code::kDrawOffered, "you have already offered a draw"});
  }
  if (draw_offer_ == 1 - seat) {
    finish({MatchResult::State::drawn, -1, "agreement"}, now);
    return {MatchOutcome::Kind::ended};
  }
  draw_offer_ = seat;
  return {MatchOutcome::Kind::changed};
}

MatchOutcome Match::answer_draw(rules::Seat seat, bool accept, Time now) {
  if (over()) return MatchOutcome::refused(over_error());
  if (draw_offer_ != 1 - seat) {
    return MatchOutcome::refused(
        {protocol::code::kNoDrawOffer, "your opponent has not offered a draw"});
  }
  if (accept) {
    finish({MatchResult::State::drawn, -1, "agreement"}, now);
    return {MatchOutcome::Kind::ended};
  }
  draw_offer_ = -1;
  return {MatchOutcome::Kind::changed};
}

MatchOutcome Match::claim(rules::Seat seat, Time now) {
  if (over()) return MatchOutcome::refused(over_error());
  if (may_claim_ != seat) {
    return MatchOutcome::refused(
        {protocol::code::kClaimUnavailable,
         "you may claim the win only once your opponent's grace period is over"});
  }
  finish({MatchResult::State::won, seat, "abandoned"}, now);
  return {MatchOutcome::Kind::ended};
}

MatchOutcome Match::ask_rematch(rules::Seat seat) {
  if (!over()) {
    return MatchOutcome::refused(
        {protocol::code::kMatchNotOver, "a rematch is offered once the match is over"});
  }
  rematch_[seat] = true;
  if (players_[1 - seat].bot) rematch_[1 - seat] = true;
  if (rematch_[0] && rematch_[1]) return {MatchOutcome::Kind::rematch_agreed};
  return {MatchOutcome::Kind::changed};
}

MatchOffersRecord Match::offers() const {
  return {id_, draw_offer_, plies(), rematch_};
}

void Match::restore_offers(const MatchOffersRecord& offers) {
  if (offers.match_id != id_) return;
  if (over()) {
    rematch_ = offers.rematch;
  } else if (offers.draw_offer >= 0 && offers.draw_offer <= 1 && offers.draw_offer_ply == plies()) {
    draw_offer_ = offers.draw_offer;
  }
}

bool Match::decline_draw(rules::Seat seat) {
  if (over() || draw_offer_ != 1 - seat) return false;
  draw_offer_ = -1;
  return true;
}

void Match::allow_claim_against(rules::Seat absent) {
  if (!over()) may_claim_ = 1 - absent;
}

void Match::withdraw_claim_against(rules::Seat returned) {
  if (may_claim_ == 1 - returned) may_claim_ = -1;
}

void Match::set_connected(rules::Seat seat, bool connected, std::int64_t grace_until_ms) {
  connected_[seat] = connected;
  grace_until_ms_[seat] = connected ? 0 : grace_until_ms;
}

protocol::MatchFacts Match::facts() const {
  protocol::MatchFacts f;
  f.connected = connected_;
  f.grace_until_ms = grace_until_ms_;
  f.result = result_;
  f.to_move = deciders();
  if (clock_) f.clock = clock_->facts();
  if (deadlines_) f.deadline_ms = deadlines_->deadlines_ms();
  f.draw_offer = draw_offer_;
  f.rematch = rematch_;
  f.may_claim = may_claim_;
  f.ply = plies();
  if (const auto deadline = abort_deadline()) f.abort_at_ms = deadline->at_ms;
  f.rating = rating_changes_;
  return f;
}

}  // namespace rockpool::server
