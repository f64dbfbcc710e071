#pragma once
// A player back on a node that lost its room (frozen, then thawed): the node sends the player on,
// at the join (room/moved) or at the first action on its stale copy, which is refused room/moved
// and never acknowledged.

#include <cstdint>
#include <string>

namespace rockpool::tests {

// Joins `room` on the node at `port` with the player's token and, on a stale copy where the
// player decides, plays its first legal action. True once the node sent the player on; false
// when the copy left the player nothing to decide (another player of the room may try).
bool sent_on_from_stale_copy(std::uint16_t port, const std::string& room, const std::string& token);

}  // namespace rockpool::tests
