#include "server/room/called_off.hpp"

namespace rockpool::server {

MatchResult called_off(const RoomMembers& members, const RoomSettings& settings,
                       rules::SeatSet at_fault, std::string reason) {
  // Both seats are judged: a player who is not here when the other's time runs out is at fault
  // too, whichever of their timers ran out first.
  for (Person person : kPeople) {
    if (!members.person(person) || members.connected(person)) continue;
    const rules::Seat seat = members.seat_of(person);
    if (!at_fault.contains(seat)) {
      at_fault = at_fault.empty() ? rules::SeatSet::of(seat) : rules::SeatSet::both();
    }
  }
  if (!settings.in_tournament() || at_fault.empty()) {
    return {MatchResult::State::aborted, -1, std::move(reason)};
  }
  if (at_fault.size() == 2) return {MatchResult::State::drawn, -1, std::move(reason)};
  return {MatchResult::State::won, 1 - at_fault.first(), std::move(reason)};
}

}  // namespace rockpool::server
