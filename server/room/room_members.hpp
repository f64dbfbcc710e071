#pragma once
// Who is in a room: the two people it seats (the host, and the guest once one joins, a person or
// the bot) and which seat each holds in the current match, and the connections that hear the
// room, each with its role. A person may be connected several times, or not at all.

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "protocol/room_facts.hpp"
#include "rules/core/action.hpp"
#include "server/net/connection.hpp"
#include "server/room/match.hpp"

namespace rockpool::server {

using protocol::Role;

// The two people of a room.
enum class Person { host, guest };
inline constexpr std::array<Person, 2> kPeople = {Person::host, Person::guest};
inline Role role_of(Person person) {
  return person == Person::host ? Role::host : Role::guest;
}
// The person a role is; only for a role that plays.
inline Person person_of(Role role) {
  return role == Role::host ? Person::host : Person::guest;
}

class RoomMembers {
 public:
  struct Member {
    ConnectionPtr connection;
    SessionPtr session;
    Role role;
    bool plays() const { return role != Role::spectator; }
    Person person() const { return server::person_of(role); }
  };

  // The people.
  const std::optional<Participant>& person(Person person) const {
    return people_[static_cast<std::size_t>(person)];
  }
  void seat(Person person, Participant participant) {
    people_[static_cast<std::size_t>(person)] = std::move(participant);
  }
  // Seats `guest` as the guest, under a name told apart from the host's if the two would look
  // alike to people.
  void seat_guest(const SessionPtr& guest);
  // The person `session` is, if either.
  std::optional<Person> person_of(const SessionPtr& session) const;
  // A bot is always there; a person while one of their connections is in the room.
  bool connected(Person person) const;
  bool any_person_present() const;
  int spectator_count() const;
  // Who watches, one entry per session in the order they came, at most `most`.
  std::vector<protocol::RoomWatcher> watchers(std::size_t most) const;

  // Seats in the current match.
  rules::Seat seat_of(Person person) const {
    return person == Person::host ? host_seat_ : 1 - host_seat_;
  }
  rules::Seat host_seat() const { return host_seat_; }
  void set_host_seat(rules::Seat seat) { host_seat_ = seat; }
  // The two people in seat order.
  std::array<Participant, 2> players_by_seat() const;
  // The audience whose view a member gets: its seat, or the spectators'.
  rules::Viewer viewer_of(const Member& member) const {
    return member.plays() ? seat_of(member.person()) : rules::kSpectator;
  }

  // The connections.
  std::span<const Member> all() const { return members_; }
  Member* find(const ConnectionPtr& connection);
  // Adds the connection with its role, or gives it the role if it is in already.
  void enter(const ConnectionPtr& connection, const SessionPtr& session, Role role);
  // Takes the connection out; the roles it had (a person's may now be disconnected).
  std::vector<Role> remove(const ConnectionPtr& connection);
  void clear() { members_.clear(); }

 private:
  std::array<std::optional<Participant>, 2> people_;
  rules::Seat host_seat_ = 0;
  std::vector<Member> members_;
};

}  // namespace rockpool::server
