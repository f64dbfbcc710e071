#include "protocol/match_view.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"

namespace rockpool::protocol {

namespace {

bool visible(rules::Viewer viewer, const MatchMove& move) {
  return !move.secret || viewer == move.seat;
}

}  // namespace

MatchView::MatchView(const MatchSource& source, std::string match_id, std::string room_id,
                     const rules::Game& game, const rules::OptionValues& options)
    : source_(source), match_id_(std::move(match_id)), room_id_(std::move(room_id)) {
  const nlohmann::json match = {{"id", match_id_},
                                {"game", game.info().id},
                                {"game_name", game.info().name},
                                {"options", option_values_json(game.info(), options)},
                                {"seat_names", game.info().seat_names}};
  match_json_ = match.dump();
}

MatchFacts MatchView::facts_for(rules::Viewer viewer) const {
  MatchFacts facts = source_.facts();
  facts.decide = viewer < rules::kSeatCount && facts.to_move.contains(viewer);
  const auto moves = source_.moves();
  if (!moves.empty() && visible(viewer, moves.back()))
    facts.last = static_cast<int>(moves.size()) - 1;
  return facts;
}

void MatchView::refresh_legal() {
  const rules::SeatSet deciders = source_.deciders();
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (!deciders.contains(seat) || legal_built_for_[seat] == position_version_) continue;
    std::swap(legal_before_[seat], legal_[seat]);
    legal_[seat].build(source_.position(), seat);
    legal_built_for_[seat] = position_version_;
    legal_changed_at_[seat] = version_;
  }
}

void MatchView::track_secret_moves() {
  const auto moves = source_.moves();
  std::erase_if(hidden_, [&](std::size_t index) {
    if (moves[index].secret) return false;
    revealed_now_.push_back(index);
    return true;
  });
  for (; moves_seen_ < moves.size(); ++moves_seen_) {
    if (moves[moves_seen_].secret) hidden_.push_back(moves_seen_);
  }
}

void MatchView::begin_update() {
  ++version_;
  refresh_legal();
  track_secret_moves();
}

void MatchView::restore(std::int64_t version_ceiling,
                        const std::array<const rules::State*, 2>& decision_positions,
                        std::int64_t position_version) {
  version_ = version_ceiling + 1;
  position_version_ = position_version >= 0 ? std::min(position_version, version_) : version_;
  const rules::SeatSet deciders = source_.deciders();
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    legal_[seat].clear();
    legal_built_for_[seat] = -1;
    if (!deciders.contains(seat) && decision_positions[seat]) {
      legal_[seat].build(*decision_positions[seat], seat);
    }
  }
  refresh_legal();
}

void MatchView::patch_facts(const MatchFacts& was, const MatchFacts& now,
                            PatchBuilder& patch) const {
  thread_local std::string value;
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (!player_changed(was, now, seat)) continue;
    value.clear();
    rules::JsonText json(value);
    write_player(source_.player(seat), now, seat, json);
    patch.replace("players", seat == 0 ? "0" : "1", value);
  }
  for (const FactColumn& column : kFactColumns) {
    if (!column.changed(was, now)) continue;
    value.clear();
    rules::JsonText json(value);
    column.write(now, source_.moves(), json);
    patch.replace(column.name, {}, value);
  }
}

const rules::View& MatchView::shared_board() {
  if (shared_built_at_ != version_) {
    const int next = 1 - shared_current_;
    shared_[next].reset();
    source_.position().write_view(rules::kSpectator, shared_[next]);
    shared_[next].finish();
    shared_current_ = next;
    shared_built_at_ = version_;
  }
  return shared_[shared_current_];
}

const rules::View& MatchView::board_for(rules::Viewer viewer, Audience& audience, bool& own) {
  own = !source_.position().same_view_for_all();
  if (!own) return shared_board();
  audience.own_board_spare.reset();
  source_.position().write_view(viewer, audience.own_board_spare);
  audience.own_board_spare.finish();
  return audience.own_board_spare;
}

void MatchView::adopt_board(Audience& audience, const rules::View& board, bool own) {
  if (own) {
    std::swap(audience.own_board, audience.own_board_spare);
    audience.board = &audience.own_board;
  } else {
    audience.board = &board;
  }
}

void MatchView::patch_board(Audience& audience, rules::Viewer viewer, PatchBuilder& patch) {
  bool own = false;
  const rules::View& board = board_for(viewer, audience, own);
  // Audiences that had the same board and have the same board now share one diff.
  if (diffed_at_ != version_ || diffed_from_ != audience.board || diffed_to_ != &board) {
    diffed_operations_.clear();
    PatchBuilder board_patch(diffed_operations_);
    board_patch.diff(*audience.board, board);
    diffed_count_ = board_patch.count();
    diffed_at_ = version_;
    diffed_from_ = audience.board;
    diffed_to_ = &board;
  }
  patch.append(diffed_operations_, diffed_count_);
  adopt_board(audience, board, own);
}

void MatchView::patch_moves(Audience& audience, rules::Viewer viewer, PatchBuilder& patch) const {
  const auto moves = source_.moves();
  thread_local std::string item;
  for (std::size_t index : revealed_now_) {
    if (index < audience.moves_sent && viewer != moves[index].seat) {
      item.clear();
      write_move(viewer, moves[index], item);
      patch.replace("moves", std::to_string(index), item);
    }
  }
  for (std::size_t index = audience.moves_sent; index < moves.size(); ++index) {
    item.clear();
    write_move(viewer, moves[index], item);
    patch.add("moves", "-", item);
  }
  audience.moves_sent = moves.size();
}

void MatchView::write_move(rules::Viewer viewer, const MatchMove& move, std::string& out) const {
  rules::JsonText json(out);
  json.begin_object().key("seat").number(move.seat).key("action");
  if (visible(viewer, move)) {
    json.string(move.notation);
  } else {
    json.null();
  }
  json.end_object();
}

void MatchView::write_frame_head(std::string& out, const char* type) const {
  out += R"({"type":")";
  out += type;
  out += R"(","room":")";
  out += room_id_;
  out += R"(","match":")";
  out += match_id_;
  out += '"';
}

std::optional<std::string> MatchView::patch_frame(rules::Viewer viewer) {
  Audience& audience = audiences_[viewer];
  if (!audience.valid) return std::nullopt;
  std::string out;
  out.reserve(512);
  write_frame_head(out, "match.patch");
  out += R"(,"base":)" + std::to_string(version_ - 1) + R"(,"version":)" +
         std::to_string(version_) + R"(,"patch":[)";
  PatchBuilder patch(out);
  const MatchFacts now = facts_for(viewer);
  patch_facts(audience.sent, now, patch);
  audience.sent = now;
  patch_board(audience, viewer, patch);
  patch_moves(audience, viewer, patch);
  // A seat's legal actions change only when it decides again; in between they stay as they were
  // (the view's "decide" says whether they apply), so a turn costs a few operations, not a list.
  if (viewer < rules::kSeatCount && legal_changed_at_[viewer] == version_) {
    legal_[viewer].diff_from(legal_before_[viewer], patch);
  }
  out += "]}";
  return out;
}

std::string MatchView::snapshot_frame(rules::Viewer viewer) {
  std::string out;
  write_frame_head(out, "match.snapshot");
  out += R"(,"version":)" + std::to_string(version_) + R"(,"view":)";
  write_view(viewer, out);
  out.push_back('}');
  return out;
}

std::string MatchView::view_json(rules::Viewer viewer) {
  std::string out;
  write_view(viewer, out);
  return out;
}

void MatchView::write_view(rules::Viewer viewer, std::string& out) {
  refresh_legal();
  track_secret_moves();
  Audience& audience = audiences_[viewer];
  audience.sent = facts_for(viewer);
  bool own = false;
  // board_for sets `own`: it must run before `own` is read (argument order is unspecified).
  const rules::View& board = board_for(viewer, audience, own);
  adopt_board(audience, board, own);
  const auto moves = source_.moves();
  audience.moves_sent = moves.size();
  audience.valid = true;

  out += R"({"match":)" + match_json_;
  out += R"(,"you":)";
  out += viewer < rules::kSeatCount ? std::to_string(viewer) : "null";
  out += R"(,"players":{)";
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    out += seat == 0 ? R"("0":)" : R"(,"1":)";
    rules::JsonText json(out);
    write_player(source_.player(seat), audience.sent, seat, json);
  }
  out.push_back('}');
  for (const FactColumn& column : kFactColumns) {
    out += ",\"";
    out += column.name;
    out += "\":";
    rules::JsonText json(out);
    column.write(audience.sent, moves, json);
  }
  const std::string board_json = audience.board->json();
  if (board_json.size() > 2) {
    out.push_back(',');
    out.append(board_json, 1, board_json.size() - 2);
  }
  out += R"(,"moves":[)";
  for (std::size_t index = 0; index < moves.size(); ++index) {
    if (index) out.push_back(',');
    write_move(viewer, moves[index], out);
  }
  out += R"(],"legal":)";
  if (viewer < rules::kSeatCount) {
    legal_[viewer].write(out);
  } else {
    out += "{}";
  }
  out.push_back('}');
}

void MatchView::forget(rules::Viewer viewer) {
  Audience& audience = audiences_[viewer];
  audience.valid = false;
  audience.board = nullptr;
  audience.moves_sent = 0;
}

}  // namespace rockpool::protocol
