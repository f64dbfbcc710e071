#pragma once
// What a player's browsers are told when a correspondence match starts waiting for them.

#include <cstdint>

#include "server/correspondence/turn_board.hpp"
#include "server/push/push_sender.hpp"

namespace rockpool::server::push {

// The longest TTL asked of a push service: four weeks, as long as any services keep a message.
inline constexpr std::int64_t kMaxTtlSeconds = 28 * 24 * 3600;

// The message for `seat` of `entry`, whose turn began at `now_ms`: {"title", "body", "url",
// "tag"}, kept by push services until the seat's deadline (at most kMaxTtlSeconds).
PushMessage turn_notice(const TurnEntry& entry, int seat, std::int64_t now_ms);

}  // namespace rockpool::server::push
