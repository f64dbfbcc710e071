#include "server/room/match_clock.hpp"

namespace rockpool::server {

namespace {

std::int64_t milliseconds(MatchClock::Time::duration d) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
}

}  // namespace

MatchClock::MatchClock(ClockSettings settings)
    : settings_(settings), remaining_ms_{settings.initial_ms, settings.initial_ms} {}

void MatchClock::charge(Time now) {
  const std::int64_t used = milliseconds(now - since_);
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (running_.contains(seat)) remaining_ms_[seat] -= used;
  }
  since_ = now;
}

rules::SeatSet MatchClock::started(rules::SeatSet deciders) const {
  const bool first = deciders.contains(0) && acted_[0];
  const bool second = deciders.contains(1) && acted_[1];
  return first && second ? rules::SeatSet::both()
         : first         ? rules::SeatSet::of(0)
         : second        ? rules::SeatSet::of(1)
                         : rules::SeatSet{};
}

void MatchClock::run(rules::SeatSet deciders, Time now) {
  charge(now);
  running_ = started(deciders);
}

void MatchClock::on_action(rules::Seat seat, rules::SeatSet deciders, Time now) {
  charge(now);
  if (acted_[seat]) remaining_ms_[seat] += settings_.increment_ms;
  acted_[seat] = true;
  running_ = started(deciders);
}

void MatchClock::stop(Time now) {
  charge(now);
  running_ = {};
}

std::int64_t MatchClock::remaining_ms(rules::Seat seat, Time now) const {
  std::int64_t left = remaining_ms_[seat];
  if (running_.contains(seat)) left -= milliseconds(now - since_);
  return left;
}

std::optional<rules::Seat> MatchClock::flagged(Time now) const {
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (running_.contains(seat) && remaining_ms(seat, now) <= 0) return seat;
  }
  return std::nullopt;
}

std::optional<MatchClock::Time> MatchClock::next_flag() const {
  std::optional<Time> first;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    if (!running_.contains(seat)) continue;
    const Time flag = since_ + std::chrono::milliseconds(remaining_ms_[seat]);
    if (!first || flag < *first) first = flag;
  }
  return first;
}

}  // namespace rockpool::server
