#include "server/room/room_members.hpp"

#include <algorithm>

#include "protocol/display_name.hpp"

namespace rockpool::server {

void RoomMembers::seat_guest(const SessionPtr& guest) {
  std::string name = guest->name();
  if (protocol::fold_display_name(name) == protocol::fold_display_name(person(Person::host)->name))
    name += " (2)";
  seat(Person::guest, Participant{guest, name, guest->public_id(), false, guest->account_id()});
}

std::optional<Person> RoomMembers::person_of(const SessionPtr& session) const {
  for (Person person : kPeople) {
    if (this->person(person) && this->person(person)->is(session)) return person;
  }
  return std::nullopt;
}

bool RoomMembers::connected(Person person) const {
  if (this->person(person) && this->person(person)->bot) return true;
  const Role role = role_of(person);
  return std::any_of(members_.begin(), members_.end(),
                     [&](const Member& m) { return m.role == role; });
}

bool RoomMembers::any_person_present() const {
  return std::any_of(members_.begin(), members_.end(), [](const Member& m) { return m.plays(); });
}

int RoomMembers::spectator_count() const {
  return static_cast<int>(
      std::count_if(members_.begin(), members_.end(), [](const Member& m) { return !m.plays(); }));
}

std::vector<protocol::RoomWatcher> RoomMembers::watchers(std::size_t most) const {
  std::vector<protocol::RoomWatcher> out;
  for (const Member& member : members_) {
    if (out.size() == most) break;
    if (member.plays() || !member.session) continue;
    const std::string& id = member.session->public_id();
    const bool named = std::any_of(
        out.begin(), out.end(), [&](const protocol::RoomWatcher& w) { return w.public_id == id; });
    if (!named) out.push_back({member.session->name(), id});
  }
  return out;
}

std::array<Participant, 2> RoomMembers::players_by_seat() const {
  const Participant& host = *person(Person::host);
  const Participant& guest = *person(Person::guest);
  return host_seat_ == 0 ? std::array<Participant, 2>{host, guest}
                         : std::array<Participant, 2>{guest, host};
}

RoomMembers::Member* RoomMembers::find(const ConnectionPtr& connection) {
  for (auto& member : members_) {
    if (member.connection == connection) return &member;
  }
  return nullptr;
}

void RoomMembers::enter(const ConnectionPtr& connection, const SessionPtr& session, Role role) {
  if (Member* member = find(connection)) {
    member->role = role;
  } else {
    members_.push_back({connection, session, role});
  }
}

std::vector<Role> RoomMembers::remove(const ConnectionPtr& connection) {
  std::vector<Role> roles;
  std::erase_if(members_, [&](const Member& m) {
    if (m.connection != connection) return false;
    roles.push_back(m.role);
    return true;
  });
  return roles;
}

}  // namespace rockpool::server
