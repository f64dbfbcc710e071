#include "server/turn_board.hpp"

#include <algorithm>

#include "rules/core/json_text.hpp"

namespace rockpool::server {

void TurnBoard::put(TurnEntry entry) {
  std::lock_guard lock(mutex_);
  const std::string room_id = entry.room_id;
  entries_.insert_or_assign(room_id, std::move(entry));
}

void TurnBoard::remove(const std::string& room_id) {
  std::lock_guard lock(mutex_);
  entries_.erase(room_id);
}

std::string TurnBoard::list_json(const std::string& public_id,
                                 const std::string& account_id) const {
  const auto is_player = [&](const TurnSeat& seat) {
    return !seat.bot &&
           (seat.public_id == public_id || (!account_id.empty() && seat.account_id == account_id));
  };
  std::string out;
  rules::JsonText json(out);
  std::lock_guard lock(mutex_);
  std::vector<TurnLine> lines;
  for (const auto& [room_id, entry] : entries_) {
    for (int seat = 0; seat < 2; ++seat) {
      const TurnSeat& player = entry.seats[static_cast<std::size_t>(seat)];
      if (player.deadline_ms > 0 && is_player(player))
        lines.push_back({&entry, seat, player.deadline_ms});
    }
  }
  std::sort(lines.begin(), lines.end(), [](const TurnLine& a, const TurnLine& b) {
    return a.deadline_ms != b.deadline_ms ? a.deadline_ms < b.deadline_ms
                                          : a.entry->room_id < b.entry->room_id;
  });
  json.begin_object().key("turns").begin_array();
  for (const TurnLine& line : lines) {
    const TurnEntry& entry = *line.entry;
    const TurnSeat& opponent = entry.seats[static_cast<std::size_t>(1 - line.seat)];
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
        .number(line.seat)
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
        .number(line.deadline_ms)
        .end_object();
  }
  json.end_array().end_object();
  return out;
}

}  // namespace rockpool::server
