#include "server/match.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"
#include "protocol/view_patch.hpp"

namespace rockpool::server {

namespace {

const char* state_word(MatchResult::State state) {
  switch (state) {
    case MatchResult::State::playing: return "playing";
    case MatchResult::State::won: return "won";
    case MatchResult::State::drawn: return "drawn";
    case MatchResult::State::aborted: return "aborted";
  }
  return "playing";
}

}  // namespace

Match::Match(std::string id, const rules::Game& game, const rules::OptionValues& options,
             std::array<Participant, 2> players, std::optional<ClockSettings> clock, Time now)
    : id_(std::move(id)), game_(game), state_(game.start(options)), players_(std::move(players)) {
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
}

rules::Seat Match::seat_of(const SessionPtr& session) const {
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (players_[seat].is(session)) return seat;
  }
  return -1;
}

std::optional<rules::Error> Match::play(rules::Seat seat, std::string_view notation, Time now) {
  rules::ParseResult parsed = state_->parse(seat, notation);
  if (auto* error = std::get_if<rules::Error>(&parsed)) return *error;
  const rules::Action action = std::get<rules::Action>(parsed);
  if (auto error = state_->check(seat, action)) return error;

  Move move{seat, state_->notation(action), {}, state_->secret_choices()};
  rules::JsonText targets(move.targets);
  state_->write_targets(action, targets);
  state_->apply(seat, action);
  history_.push_back(std::move(move));
  if (!state_->secret_choices()) {
    for (std::size_t i = 0; i < history_.size(); ++i) {
      if (history_[i].secret) {
        history_[i].secret = false;
        revealed_now_.push_back(i);
      }
    }
  }
  draw_offer = -1;
  position_version_ = version_ + 1;
  const rules::Status status = state_->status();
  if (clock_) clock_->on_action(seat, status.over() ? rules::SeatSet{} : state_->deciders(), now);
  if (status.over()) {
    result_.state = status.outcome == rules::Outcome::won ? MatchResult::State::won
                                                          : MatchResult::State::drawn;
    result_.winner = status.winner;
    result_.reason = std::string(status.reason);
  }
  return std::nullopt;
}

void Match::finish(MatchResult result, Time now) {
  result_ = std::move(result);
  if (clock_) clock_->stop(now);
  draw_offer = -1;
  may_claim = -1;
  position_version_ = version_ + 1;
}

void Match::set_connected(rules::Seat seat, bool connected, std::int64_t grace_until_ms) {
  connected_[seat] = connected;
  grace_until_ms_[seat] = connected ? 0 : grace_until_ms;
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

void Match::build_view(int viewer, rules::View& out) const {
  out.value("match").raw(static_json_);
  if (viewer < 2) {
    out.value("you").number(viewer);
  } else {
    out.value("you").null();
  }
  out.map("players");
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    auto json = out.entry(seat == 0 ? "0" : "1");
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
  auto status = out.value("status");
  status.begin_object().key("state").string(state_word(result_.state)).key("winner");
  if (result_.state == MatchResult::State::won) {
    status.number(result_.winner);
  } else {
    status.null();
  }
  status.key("reason");
  if (result_.reason.empty()) {
    status.null();
  } else {
    status.string(result_.reason);
  }
  status.end_object();
  const rules::SeatSet now_deciding = deciders();
  auto to_move = out.value("to_move");
  to_move.begin_array();
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (now_deciding.contains(seat)) to_move.number(seat);
  }
  to_move.end_array();
  out.value("decide").boolean(viewer < 2 && now_deciding.contains(viewer));
  auto clock = out.value("clock");
  if (clock_) {
    clock_->write(clock);
  } else {
    clock.null();
  }
  auto seat_or_null = [&](const char* name, rules::Seat seat) {
    if (seat >= 0) {
      out.value(name).number(seat);
    } else {
      out.value(name).null();
    }
  };
  seat_or_null("draw_offer", draw_offer);
  out.value("rematch").begin_array().boolean(rematch[0]).boolean(rematch[1]).end_array();
  seat_or_null("may_claim", may_claim);
  out.value("ply").number(plies());
  if (!history_.empty() && visible(viewer, history_.back())) {
    out.value("last").raw(history_.back().targets);
  } else {
    out.value("last").null();
  }
  state_->write_view(viewer, out);
}

void Match::build_legal(rules::Seat seat, LegalActions& out) const {
  thread_local rules::ActionList actions;
  out.count = 0;
  state_->legal_actions(seat, actions);
  if (over()) actions.clear();
  if (!std::is_sorted(actions.begin(), actions.end())) std::sort(actions.begin(), actions.end());
  if (out.storage.size() < actions.size()) out.storage.resize(actions.size());
  for (rules::Action action : actions) {
    LegalAction& entry = out.storage[out.count++];
    entry.action = action;
    entry.notation.clear();
    state_->write_notation(action, entry.notation);
    entry.targets.clear();
    rules::JsonText targets(entry.targets);
    state_->write_targets(action, targets);
  }
}

void Match::diff_legal(const LegalActions& before, const LegalActions& after,
                       protocol::PatchBuilder& patch) {
  const auto a = before.all(), b = after.all();
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].action < b[j].action)) {
      patch.remove("legal", a[i++].notation);
    } else if (i == a.size() || b[j].action < a[i].action) {
      patch.add("legal", b[j].notation, b[j].targets);
      ++j;
    } else {
      if (a[i].notation != b[j].notation) {
        patch.remove("legal", a[i].notation);
        patch.add("legal", b[j].notation, b[j].targets);
      } else if (a[i].targets != b[j].targets) {
        patch.replace("legal", b[j].notation, b[j].targets);
      }
      ++i;
      ++j;
    }
  }
}

void Match::write_legal(const LegalActions& legal, std::string& out) {
  rules::JsonText json(out);
  json.begin_object();
  for (const auto& entry : legal.all()) json.key(entry.notation).raw(entry.targets);
  json.end_object();
}

void Match::write_frame_head(std::string& out, const char* type) const {
  out += R"({"type":")";
  out += type;
  out += R"(","room":")";
  out += room_id;
  out += R"(","match":")";
  out += id_;
  out += '"';
}

std::optional<std::string> Match::patch_frame(int viewer) {
  ClassState& cls = classes_[viewer];
  if (!cls.valid) return std::nullopt;
  rules::View& next = cls.spare;
  next.reset();
  build_view(viewer, next);
  next.finish();

  std::string out;
  out.reserve(512);
  write_frame_head(out, "match.patch");
  out += R"(,"base":)" + std::to_string(version_ - 1) + R"(,"version":)" +
         std::to_string(version_) + R"(,"patch":[)";
  protocol::PatchBuilder patch(out);
  patch.diff(cls.view, next);
  std::string item;
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
  if (viewer < 2 && deciders().contains(viewer)) {
    build_legal(viewer, cls.legal_spare);
    diff_legal(cls.legal, cls.legal_spare, patch);
    std::swap(cls.legal, cls.legal_spare);
  }
  out += "]}";
  std::swap(cls.view, cls.spare);
  return out;
}

std::string Match::snapshot_frame(int viewer) {
  ClassState& cls = classes_[viewer];
  cls.view.reset();
  build_view(viewer, cls.view);
  cls.view.finish();
  if (viewer < 2 && (deciders().contains(viewer) || !cls.valid)) build_legal(viewer, cls.legal);
  cls.moves_sent = history_.size();
  cls.valid = true;

  std::string out;
  write_frame_head(out, "match.snapshot");
  out += R"(,"version":)" + std::to_string(version_) + R"(,"view":)";
  cls.view.write(out);
  out.pop_back();  // the view's closing brace: the moves and legal actions follow
  out += R"(,"moves":[)";
  for (std::size_t index = 0; index < history_.size(); ++index) {
    if (index) out.push_back(',');
    write_move(viewer, history_[index], out);
  }
  out += R"(],"legal":)";
  if (viewer < 2) {
    write_legal(cls.legal, out);
  } else {
    out += "{}";
  }
  out += "}}";
  return out;
}

void Match::forget(int viewer) {
  ClassState& cls = classes_[viewer];
  cls.valid = false;
  cls.moves_sent = 0;
}

}  // namespace rockpool::server
