#include "server/room/first_decisions.hpp"

namespace rockpool::server {

FirstDecisions::Deadline FirstDecisions::from(ServerClock::time_point now,
                                              ServerClock::duration limit) const {
  const auto ms = [](ServerClock::duration d) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
  };
  // `now` in ms since the epoch: the wall clock less the time since `now`.
  const std::int64_t now_ms = ServerClock::epoch_ms() - ms(ServerClock::now() - now);
  return {now + limit, now_ms + ms(limit)};
}

void FirstDecisions::ask(rules::SeatSet deciders, bool secret, ServerClock::time_point now) {
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (!deciders.contains(seat) || acted_[seat] || deadline_[seat]) continue;
    limit_[seat] = secret ? limits_.secret_setup : limits_.move;
    deadline_[seat] = from(now, limit_[seat]);
  }
}

std::optional<FirstDecisions::Deadline> FirstDecisions::deadline(rules::SeatSet deciders) const {
  std::optional<Deadline> first;
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (!deciders.contains(seat) || acted_[seat] || !deadline_[seat]) continue;
    if (!first || deadline_[seat]->at < first->at) first = deadline_[seat];
  }
  return first;
}

void FirstDecisions::resume(ServerClock::time_point now) {
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (deadline_[seat] && !acted_[seat]) deadline_[seat] = from(now, limit_[seat]);
  }
}

}  // namespace rockpool::server
