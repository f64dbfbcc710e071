#include "server/room/move_deadlines.hpp"

namespace rockpool::server {

void MoveDeadlines::ask(rules::SeatSet deciders, std::int64_t now_ms, rules::Seat acted) {
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    auto& deadline = deadline_ms_[static_cast<std::size_t>(seat)];
    if (!deciders.contains(seat)) {
      deadline = 0;
    } else if (deadline == 0 || seat == acted) {
      deadline = now_ms + days_ * kDayMs;
    }
  }
}

std::int64_t MoveDeadlines::next_ms() const {
  std::int64_t next = 0;
  for (std::int64_t deadline : deadline_ms_) {
    if (deadline > 0 && (next == 0 || deadline < next)) next = deadline;
  }
  return next;
}

rules::SeatSet MoveDeadlines::missed(std::int64_t now_ms) const {
  const auto late = [&](std::size_t seat) {
    return deadline_ms_[seat] > 0 && deadline_ms_[seat] <= now_ms;
  };
  if (late(0) && late(1)) return rules::SeatSet::both();
  if (late(0)) return rules::SeatSet::of(0);
  if (late(1)) return rules::SeatSet::of(1);
  return {};
}

}  // namespace rockpool::server
