#include "server/correspondence/turn_board.hpp"

#include <algorithm>

#include "protocol/reply_bodies.hpp"
#include "rules/core/json_text.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

namespace {

bool owes_decision(const TurnSeat& seat) {
  return !seat.bot && seat.deadline_ms > 0;
}

// The keys a seat's player is told by: its session's public id and its account's id.
void add_player(std::vector<std::string>& players, const TurnSeat& seat) {
  players.push_back(seat.public_id);
  if (!seat.account_id.empty()) players.push_back(seat.account_id);
}

}  // namespace

std::vector<int> TurnBoard::put(TurnEntry entry) {
  std::vector<int> started;
  std::vector<std::string> changed;
  {
    std::lock_guard lock(mutex_);
    const auto earlier = entries_.find(entry.room_id);
    for (int seat = 0; seat < 2; ++seat) {
      const auto index = static_cast<std::size_t>(seat);
      const bool same_match =
          earlier != entries_.end() && earlier->second.match_id == entry.match_id;
      const bool owed_before = same_match && owes_decision(earlier->second.seats[index]);
      const TurnSeat& now = entry.seats[index];
      if (owes_decision(now) && !owed_before) started.push_back(seat);
      const bool line_changed =
          owed_before != owes_decision(now) ||
          (owed_before && earlier->second.seats[index].deadline_ms != now.deadline_ms);
      if (line_changed) add_player(changed, now);
    }
    const std::string room_id = entry.room_id;
    entries_.insert_or_assign(room_id, std::move(entry));
  }
  if (!changed.empty()) tell(changed);
  return started;
}

void TurnBoard::remove(const std::string& room_id) {
  std::vector<std::string> changed;
  {
    std::lock_guard lock(mutex_);
    const auto entry = entries_.find(room_id);
    if (entry == entries_.end()) return;
    for (const TurnSeat& seat : entry->second.seats) {
      if (owes_decision(seat)) add_player(changed, seat);
    }
    entries_.erase(entry);
  }
  if (!changed.empty()) tell(changed);
}

void TurnBoard::watch(const std::shared_ptr<Connection>& connection, std::string public_id,
                      std::string account_id) {
  std::lock_guard lock(watchers_mutex_);
  std::erase_if(watchers_, [&](const Watcher& watcher) {
    const auto watching = watcher.connection.lock();
    return !watching || watching == connection;
  });
  watchers_.push_back({connection, std::move(public_id), std::move(account_id)});
}

void TurnBoard::tell(const std::vector<std::string>& players) {
  const auto is_changed = [&](const std::string& key) {
    return !key.empty() && std::find(players.begin(), players.end(), key) != players.end();
  };
  std::lock_guard lock(watchers_mutex_);
  for (const Watcher& watcher : watchers_) {
    if (!is_changed(watcher.public_id) && !is_changed(watcher.account_id)) continue;
    if (auto connection = watcher.connection.lock()) {
      connection->send(protocol::turns_frame(lines(watcher.public_id, watcher.account_id)));
    }
  }
}

std::string turn_line_json(const TurnEntry& entry, int seat) {
  const TurnSeat& player = entry.seats[static_cast<std::size_t>(seat)];
  const TurnSeat& opponent = entry.seats[static_cast<std::size_t>(1 - seat)];
  std::string out;
  rules::JsonText json(out);
  json.begin_object()
      .key("room")
      .string(entry.room_id)
      .key("code")
      .string(entry.code)
      .key("match")
      .string(entry.match_id)
      .key("game")
      .string(entry.game)
      .key("game_name")
      .string(entry.game_name)
      .key("days_per_move")
      .number(entry.days_per_move)
      .key("seat")
      .number(seat)
      .key("opponent")
      .begin_object()
      .key("name")
      .string(opponent.name)
      .key("id")
      .string(opponent.public_id)
      .key("bot")
      .boolean(opponent.bot)
      .end_object()
      .key("deadline_ms")
      .number(player.deadline_ms)
      .end_object();
  return out;
}

TurnRecord turn_record(const TurnEntry& entry) {
  TurnRecord record{entry.room_id, {}};
  for (int seat = 0; seat < 2; ++seat) {
    const TurnSeat& player = entry.seats[static_cast<std::size_t>(seat)];
    if (!owes_decision(player)) continue;
    record.lines.push_back({seat, player.public_id, player.account_id, player.deadline_ms,
                            turn_line_json(entry, seat)});
  }
  return record;
}

std::vector<std::string> TurnBoard::lines(const std::string& public_id,
                                          const std::string& account_id) const {
  const auto is_player = [&](const TurnSeat& seat) {
    return seat.public_id == public_id || (!account_id.empty() && seat.account_id == account_id);
  };
  std::lock_guard lock(mutex_);
  std::vector<TurnLine> lines;
  for (const auto& [room_id, entry] : entries_) {
    for (int seat = 0; seat < 2; ++seat) {
      const TurnSeat& player = entry.seats[static_cast<std::size_t>(seat)];
      if (owes_decision(player) && is_player(player))
        lines.push_back({&entry, seat, player.deadline_ms});
    }
  }
  std::sort(lines.begin(), lines.end(), [](const TurnLine& a, const TurnLine& b) {
    return a.deadline_ms != b.deadline_ms ? a.deadline_ms < b.deadline_ms
                                          : a.entry->room_id < b.entry->room_id;
  });
  std::vector<std::string> texts;
  texts.reserve(lines.size());
  for (const TurnLine& line : lines)
    texts.push_back(turn_line_json(*line.entry, line.seat));
  return texts;
}

}  // namespace rockpool::server
