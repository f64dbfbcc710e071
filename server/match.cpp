#include "server/match.hpp"

#include <nlohmann/json.hpp>

#include "protocol/error_codes.hpp"
#include "protocol/game_json.hpp"
#include "server/clock_util.hpp"

namespace rockpool::server {

const char* state_word(MatchResult::State state) {
  switch (state) {
    case MatchResult::State::playing:
      return "playing";
    case MatchResult::State::won:
      return "won";
    case MatchResult::State::drawn:
      return "drawn";
    case MatchResult::State::aborted:
      return "aborted";
  }
  return "playing";
}

MatchResult MatchResult::of_record(const std::string& state, rules::Seat winner,
                                   std::string reason) {
  MatchResult result;
  // A stored end is never "playing": anything but a win or a draw ended without a result.
  result.state = state == "won" ? State::won : state == "drawn" ? State::drawn : State::aborted;
  result.winner = result.state == State::won ? winner : -1;
  result.reason = std::move(reason);
  return result;
}

namespace {

using Fact = Match::Fact;
constexpr Fact kFacts[] = {Fact::status,    Fact::to_move,    Fact::decide,
                           Fact::clock,     Fact::draw_offer, Fact::rematch,
                           Fact::may_claim, Fact::ply,        Fact::last};
constexpr const char* fact_name(Fact fact) {
  constexpr const char* kNames[] = {"status",  "to_move",   "decide", "clock", "draw_offer",
                                    "rematch", "may_claim", "ply",    "last"};
  return kNames[static_cast<int>(fact)];
}

void seats_array(rules::JsonText& json, rules::SeatSet seats) {
  json.begin_array();
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (seats.contains(seat)) json.number(seat);
  }
  json.end_array();
}

void seat_or_null(rules::JsonText& json, rules::Seat seat) {
  if (seat >= 0) {
    json.number(seat);
  } else {
    json.null();
  }
}

}  // namespace

Match::Match(std::string id, std::string room_id, const rules::Game& game,
             const rules::OptionValues& options, std::array<Participant, 2> players,
             std::optional<ClockSettings> clock, Time now)
    : id_(std::move(id)),
      room_id_(std::move(room_id)),
      game_(game),
      state_(game.start(options)),
      players_(std::move(players)) {
  nlohmann::json facts = {{"id", id_},
                          {"game", game.info().id},
                          {"game_name", game.info().name},
                          {"options", protocol::option_values_json(game.info(), options)},
                          {"seat_names", game.info().seat_names}};
  static_json_ = facts.dump();
  if (clock) {
    clock_.emplace(*clock);
    clock_->run(state_->deciders(), now);
  }
  refresh_legal();
}

void Match::refresh_legal() {
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (!deciders().contains(seat) || legal_built_for_[seat] == position_version_) continue;
    std::swap(legal_before_[seat], legal_[seat]);
    legal_[seat].build(*state_, seat);
    legal_built_for_[seat] = position_version_;
    legal_changed_at_[seat] = version_;
  }
}

void Match::begin_update() {
  ++version_;
  refresh_legal();
}

void Match::begin_restore() {
  restoring_ = true;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (state_->deciders().contains(seat)) decision_states_[seat] = state_->clone();
  }
}

void Match::end_restore(std::int64_t version_ceiling) {
  restoring_ = false;
  version_ = version_ceiling + 1;
  position_version_ = version_;
  version_ceiling_ = version_ceiling;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    legal_[seat].clear();
    legal_built_for_[seat] = -1;
    // A seat that does not decide now shows the actions of its latest decision.
    if (!deciders().contains(seat) && decision_states_[seat]) {
      legal_[seat].build(*decision_states_[seat], seat);
    }
    decision_states_[seat].reset();
  }
  refresh_legal();
}

rules::Seat Match::seat_of(const SessionPtr& session) const {
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (players_[seat].is(session)) return seat;
  }
  return -1;
}

std::optional<rules::Error> Match::play(rules::Seat seat, std::string_view notation, Time now,
                                        std::int64_t at_ms) {
  rules::ParseResult accepted = state_->accept(seat, notation);
  if (auto* error = std::get_if<rules::Error>(&accepted)) return *error;
  const rules::Action action = std::get<rules::Action>(accepted);

  Move move{
      seat, state_->notation(action), {}, state_->secret_choices(), at_ms ? at_ms : epoch_ms()};
  rules::JsonText targets(move.targets);
  state_->write_targets(action, targets);
  state_->apply(seat, action);
  history_.push_back(std::move(move));
  if (!state_->secret_choices()) {
    for (std::size_t i = first_secret_; i < history_.size(); ++i) {
      if (history_[i].secret) {
        history_[i].secret = false;
        revealed_now_.push_back(i);
      }
    }
    first_secret_ = history_.size();
  }
  if (restoring_) {
    for (rules::Seat seat = 0; seat < 2; ++seat) {
      if (state_->deciders().contains(seat)) decision_states_[seat] = state_->clone();
    }
  }
  draw_offer_ = -1;
  position_version_ = version_ + 1;
  const rules::Status status = state_->status();
  if (clock_) clock_->on_action(seat, status.over() ? rules::SeatSet{} : state_->deciders(), now);
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
  draw_offer_ = -1;
  may_claim_ = -1;
  position_version_ = version_ + 1;
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

Match::Facts Match::facts(int viewer) const {
  Facts f;
  f.connected = connected_;
  f.grace_until_ms = grace_until_ms_;
  f.result = result_;
  f.to_move = deciders();
  f.decide = viewer < 2 && f.to_move.contains(viewer);
  if (clock_) {
    // As of the last change: a running clock counts down on the client.
    f.clock_running = clock_->running();
    for (rules::Seat seat = 0; seat < 2; ++seat)
      f.clock_ms[seat] = clock_->last_remaining_ms(seat);
  }
  f.draw_offer = draw_offer_;
  f.rematch = rematch_;
  f.may_claim = may_claim_;
  f.ply = plies();
  if (!history_.empty() && visible(viewer, history_.back())) f.last = plies() - 1;
  return f;
}

void Match::write_player(rules::Seat seat, std::string& out) const {
  rules::JsonText json(out);
  json.begin_object()
      .key("name")
      .string(players_[seat].name)
      .key("id")
      .string(players_[seat].public_id)
      .key("bot")
      .boolean(players_[seat].bot)
      .key("connected")
      .boolean(connected_[seat]);
  if (!connected_[seat]) json.key("grace_until_ms").number(grace_until_ms_[seat]);
  json.end_object();
}

void Match::write_fact(Fact fact, const Facts& f, std::string& out) const {
  rules::JsonText json(out);
  switch (fact) {
    case Fact::status:
      json.begin_object().key("state").string(state_word(f.result.state)).key("winner");
      seat_or_null(json, f.result.state == MatchResult::State::won ? f.result.winner : -1);
      json.key("reason");
      if (f.result.reason.empty()) {
        json.null();
      } else {
        json.string(f.result.reason);
      }
      json.end_object();
      return;
    case Fact::to_move:
      return seats_array(json, f.to_move);
    case Fact::decide:
      json.boolean(f.decide);
      return;
    case Fact::clock:
      if (clock_) {
        clock_->write(json);
      } else {
        json.null();
      }
      return;
    case Fact::draw_offer:
      return seat_or_null(json, f.draw_offer);
    case Fact::rematch:
      json.begin_array().boolean(f.rematch[0]).boolean(f.rematch[1]).end_array();
      return;
    case Fact::may_claim:
      return seat_or_null(json, f.may_claim);
    case Fact::ply:
      json.number(f.ply);
      return;
    case Fact::last:
      if (f.last >= 0) {
        json.raw(history_[static_cast<std::size_t>(f.last)].targets);
      } else {
        json.null();
      }
      return;
  }
}

void Match::patch_facts(const Facts& was, const Facts& now, protocol::PatchBuilder& patch) {
  thread_local std::string value;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (was.connected[seat] != now.connected[seat] ||
        was.grace_until_ms[seat] != now.grace_until_ms[seat]) {
      value.clear();
      write_player(seat, value);
      patch.replace("players", seat == 0 ? "0" : "1", value);
    }
  }
  for (Fact fact : kFacts) {
    bool changed = false;
    switch (fact) {
      case Fact::status:
        changed = !(was.result == now.result);
        break;
      case Fact::to_move:
        changed = was.to_move != now.to_move;
        break;
      case Fact::decide:
        changed = was.decide != now.decide;
        break;
      case Fact::clock:
        changed = was.clock_ms != now.clock_ms || was.clock_running != now.clock_running;
        break;
      case Fact::draw_offer:
        changed = was.draw_offer != now.draw_offer;
        break;
      case Fact::rematch:
        changed = was.rematch != now.rematch;
        break;
      case Fact::may_claim:
        changed = was.may_claim != now.may_claim;
        break;
      case Fact::ply:
        changed = was.ply != now.ply;
        break;
      case Fact::last:
        changed = was.last != now.last;
        break;
    }
    if (!changed) continue;
    value.clear();
    write_fact(fact, now, value);
    patch.replace(fact_name(fact), {}, value);
  }
}

void Match::write_move(int viewer, const Move& move, std::string& out) const {
  rules::JsonText json(out);
  json.begin_object().key("seat").number(move.seat).key("action");
  if (visible(viewer, move)) {
    json.string(move.notation);
  } else {
    json.null();
  }
  json.end_object();
}

const rules::View& Match::shared_board() {
  if (shared_built_at_ != version_) {
    const int next = 1 - shared_current_;
    shared_[next].reset();
    state_->write_view(rules::kSpectator, shared_[next]);
    shared_[next].finish();
    shared_current_ = next;
    shared_built_at_ = version_;
  }
  return shared_[shared_current_];
}

const rules::View& Match::board_for(int viewer, ClassState& cls, bool& own) {
  own = !state_->same_view_for_all();
  if (!own) return shared_board();
  cls.own_board_spare.reset();
  state_->write_view(viewer, cls.own_board_spare);
  cls.own_board_spare.finish();
  return cls.own_board_spare;
}

void Match::adopt_board(ClassState& cls, const rules::View& board, bool own) {
  if (own) {
    std::swap(cls.own_board, cls.own_board_spare);
    cls.board = &cls.own_board;
  } else {
    cls.board = &board;
  }
}

void Match::write_frame_head(std::string& out, const char* type) const {
  out += R"({"type":")";
  out += type;
  out += R"(","room":")";
  out += room_id_;
  out += R"(","match":")";
  out += id_;
  out += '"';
}

std::optional<std::string> Match::patch_frame(int viewer) {
  ClassState& cls = classes_[viewer];
  if (!cls.valid) return std::nullopt;
  std::string out;
  out.reserve(512);
  write_frame_head(out, "match.patch");
  out += R"(,"base":)" + std::to_string(version_ - 1) + R"(,"version":)" +
         std::to_string(version_) + R"(,"patch":[)";
  protocol::PatchBuilder patch(out);

  const Facts now = facts(viewer);
  patch_facts(cls.sent, now, patch);
  cls.sent = now;

  bool own = false;
  const rules::View& board = board_for(viewer, cls, own);
  // Classes that had the same board and have the same board now share one diff.
  if (diffed_at_ != version_ || diffed_from_ != cls.board || diffed_to_ != &board) {
    diffed_operations_.clear();
    protocol::PatchBuilder board_patch(diffed_operations_);
    board_patch.diff(*cls.board, board);
    diffed_count_ = board_patch.count();
    diffed_at_ = version_;
    diffed_from_ = cls.board;
    diffed_to_ = &board;
  }
  patch.append(diffed_operations_, diffed_count_);
  adopt_board(cls, board, own);

  thread_local std::string item;
  for (std::size_t index : revealed_now_) {
    if (index < cls.moves_sent && viewer != history_[index].seat) {
      item.clear();
      write_move(viewer, history_[index], item);
      patch.replace("moves", std::to_string(index), item);
    }
  }
  for (std::size_t index = cls.moves_sent; index < history_.size(); ++index) {
    item.clear();
    write_move(viewer, history_[index], item);
    patch.add("moves", "-", item);
  }
  cls.moves_sent = history_.size();
  // A seat's legal actions change only when it decides again; in between they stay as they were
  // (the view's "decide" says whether they apply), so a turn costs a few operations, not a list.
  if (viewer < 2 && legal_changed_at_[viewer] == version_) {
    legal_[viewer].diff_from(legal_before_[viewer], patch);
  }
  out += "]}";
  return out;
}

std::string Match::snapshot_frame(int viewer) {
  std::string out;
  write_frame_head(out, "match.snapshot");
  out += R"(,"version":)" + std::to_string(version_) + R"(,"view":)";
  write_view(viewer, out);
  out.push_back('}');
  return out;
}

std::string Match::view_json(int viewer) {
  std::string out;
  write_view(viewer, out);
  return out;
}

void Match::write_view(int viewer, std::string& out) {
  ClassState& cls = classes_[viewer];
  cls.sent = facts(viewer);
  bool own = false;
  // board_for sets `own`: it must run before `own` is read (argument order is unspecified).
  const rules::View& board = board_for(viewer, cls, own);
  adopt_board(cls, board, own);
  cls.moves_sent = history_.size();
  cls.valid = true;

  out += R"({"match":)" + static_json_;
  out += R"(,"you":)";
  out += viewer < 2 ? std::to_string(viewer) : "null";
  out += R"(,"players":{"0":)";
  write_player(0, out);
  out += R"(,"1":)";
  write_player(1, out);
  out.push_back('}');
  for (Fact fact : kFacts) {
    out += ",\"";
    out += fact_name(fact);
    out += "\":";
    write_fact(fact, cls.sent, out);
  }
  const std::string board_json = cls.board->json();
  if (board_json.size() > 2) {
    out.push_back(',');
    out.append(board_json, 1, board_json.size() - 2);
  }
  out += R"(,"moves":[)";
  for (std::size_t index = 0; index < history_.size(); ++index) {
    if (index) out.push_back(',');
    write_move(viewer, history_[index], out);
  }
  out += R"(],"legal":)";
  if (viewer < 2) {
    legal_[viewer].write(out);
  } else {
    out += "{}";
  }
  out.push_back('}');
}

void Match::forget(int viewer) {
  ClassState& cls = classes_[viewer];
  cls.valid = false;
  cls.board = nullptr;
  cls.moves_sent = 0;
}

}  // namespace rockpool::server
