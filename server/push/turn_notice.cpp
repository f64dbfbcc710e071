#include "server/push/turn_notice.hpp"

#include <algorithm>

#include "protocol/push_payloads.hpp"

namespace rockpool::server::push {

PushMessage turn_notice(const TurnEntry& entry, int seat, std::int64_t now_ms) {
  const TurnSeat& player = entry.seats[static_cast<std::size_t>(seat)];
  const TurnSeat& opponent = entry.seats[static_cast<std::size_t>(1 - seat)];
  // The page's own addresses of a room (clients/web: /r/<invite> for a private one).
  const std::string url = entry.code.empty() ? "/room/" + entry.room_id : "/r/" + entry.code;
  PushMessage message;
  message.public_id = player.public_id;
  message.account_id = player.account_id;
  message.payload = protocol::notice_payload(
      "Your turn", entry.game_name + " against " + opponent.name, url, entry.room_id);
  message.ttl_s = std::clamp<std::int64_t>((player.deadline_ms - now_ms) / 1000, 0, kMaxTtlSeconds);
  return message;
}

}  // namespace rockpool::server::push
