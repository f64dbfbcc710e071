#pragma once
// What a node of a cluster announces when quick pairing seats a seeker connected to another node:
// which node and seeker, the room, the pool and opponent, and the frame to send the seeker.

#include <optional>
#include <string>
#include <string_view>

namespace rockpool::protocol {

struct PairingAnnouncement {
  std::string node;
  std::string seeker;
  std::string room;
  std::string pool;
  std::string opponent;
  std::string frame;
};

std::string announcement_text(const PairingAnnouncement& announcement);
// Nothing for a text that is not such an announcement.
std::optional<PairingAnnouncement> read_announcement(std::string_view text);

}  // namespace rockpool::protocol
