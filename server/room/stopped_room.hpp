#pragma once
// The answer to a request that reached a room once it had stopped here: sent on (`moved`) when
// another node serves it now, not found when it closed.

#include <string>

#include "rules/core/error.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

void refuse_stopped(const Responder& responder, bool moved, const std::string& room_id);

// The refusal of a request the room did not apply because another node serves it now.
rules::Error served_elsewhere();

}  // namespace rockpool::server
